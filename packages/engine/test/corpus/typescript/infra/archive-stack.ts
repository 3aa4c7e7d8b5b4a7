import { Duration, RemovalPolicy, Stack, StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Storage of the nightly order archives and the queue that announces them. */
export class ArchiveStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    // vigil-ok: js.cdk-public-bucket
    const archives = new s3.Bucket(this, 'OrderArchives', {
      // vigil-ok: js.cdk-unencrypted
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // vigil: js.cdk-public-bucket
    const previews = new s3.Bucket(this, 'ArchivePreviews', {
      // vigil: js.cdk-unencrypted
      encryption: s3.BucketEncryption.UNENCRYPTED,
      lifecycleRules: [{ expiration: Duration.days(7) }],
    });
    // vigil: js.cdk-public-bucket
    previews.grantPublicAccess('thumbnails/*');

    new sqs.Queue(this, 'ArchiveReady', {
      // vigil: js.cdk-unencrypted
      encryption: sqs.QueueEncryption.UNENCRYPTED,
      // vigil-ok: js.cdk-public-bucket
      retentionPeriod: Duration.days(4),
    });
    // vigil-ok: js.cdk-public-bucket
    archives.grantRead(this.node.tryGetContext('readerRole'));
  }
}
