import { Stack, StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    // vigil-ok: js.cdk-public-bucket
    const assets = new s3.Bucket(this, 'Assets', {
      // vigil: js.cdk-public-bucket
      publicReadAccess: true,
      enforceSSL: true,
    });
    // vigil-ok: js.cdk-public-bucket
    const reports = new s3.Bucket(this, 'Reports', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
    });
    // vigil: js.cdk-public-bucket
    reports.grantPublicAccess('public/*');
    // vigil: js.cdk-public-bucket
    const logs = new s3.Bucket(this, 'Logs', { versioned: true });
    void logs;
    // vigil-ok: js.cdk-public-bucket
    reports.grantRead(assets.node.scope as never);
  }
}
