/** The part of the web-push package (3.x, no bundled types) the push module uses. */
declare module 'web-push' {
  type VapidKeys = { publicKey: string; privateKey: string };
  type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  type RequestOptions = { vapidDetails?: { subject: string; publicKey: string; privateKey: string }; TTL?: number; timeout?: number };
  type SendResult = { statusCode: number; body: string; headers: Record<string, string> };
  const webPush: {
    generateVAPIDKeys: () => VapidKeys;
    sendNotification: (subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions) => Promise<SendResult>;
  };
  export default webPush;
}
