import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin-verify';
import { cognitoEndpoint, contentSecurityPolicy } from '#shared/contracts/security-headers';
import { API_STAGE } from './api';
import { REPO_ROOT } from './paths';
import { SPA_ROUTES_FUNCTION_CODE } from './spa-routes';
import { tagComponent } from './tags';

export interface WebProps {
  api: RestApi;
  logBucket: Bucket;
  /** Sent to the API on every request, so it can refuse requests that bypass CloudFront. */
  originVerify: ISecret;
}

/** The SPA on a private bucket behind CloudFront, with `/api/*` sent to API Gateway uncached. */
export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, { api, logBucket, originVerify }: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([cognitoEndpoint(Stack.of(this).region)]),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
    const spaRoutes = new CloudFrontFunction(this, 'SpaRoutes', {
      code: FunctionCode.fromInline(SPA_ROUTES_FUNCTION_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves the SPA shell for client-side routes',
    });
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRoutes, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // The API's execute-api host from its id, not its stage URL: the stage depends on the
          // functions, and functions that need the app's URL (APP_URL) depend on this distribution.
          origin: new HttpOrigin(`${api.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
            originPath: `/${API_STAGE}`,
            // A dynamic reference: CloudFormation resolves the secret; the template holds no value.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, Authorization and every other viewer header except Host reach the API. This
          // managed policy also includes all CloudFront headers, so CloudFront-Viewer-Address
          // (set by CloudFront from the viewer connection) carries the client IP for per-IP limits.
          // A custom policy cannot do both: `allExcept` (drop Host) takes no CloudFront headers.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    const dist = join(REPO_ROOT, 'frontend', 'dist');
    if (existsSync(join(dist, 'index.html'))) {
      // CDK's deployment handler calls cloudfront:CreateInvalidation/GetInvalidation on "*".
      new BucketDeployment(this, 'Deploy', {
        sources: [Source.asset(dist)],
        destinationBucket: bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
    }
    tagComponent(this, 'web');
  }
}
