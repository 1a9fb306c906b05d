/**
 * The viewer-request CloudFront Function of the SPA's behavior (cloudfront-js-2.0): a path whose
 * last segment has no file extension is a client-side route, so the bucket serves the app shell
 * for it. It runs on the bucket's behavior only; the distribution has no custom error responses,
 * which would also have replaced the API's 403 and 404 answers with the shell.
 */
export const SPA_ROUTES_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;
