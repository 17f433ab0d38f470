import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link MapErrorBoundary}. */
export type MapErrorBoundaryProps = {
  /** Shown instead of the map when its code (Leaflet) fails to load or throws while drawing. */
  fallback: ReactNode;
  children: ReactNode;
  /** Told when the map failed, e.g. to show again what the map was covering. */
  onError?: () => void;
};

/**
 * Keeps a page usable when a map cannot be drawn (docs/decisions/0009-map-library.md): a failed
 * download of the map's code or an error inside Leaflet shows `fallback` instead of breaking the
 * page around it.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The map could not be drawn.', error, info.componentStack);
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
