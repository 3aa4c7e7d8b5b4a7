import { Stack, StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as rds from 'aws-cdk-lib/aws-rds';
import { Construct } from 'constructs';

export class StorageStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    new s3.Bucket(this, 'Exports', {
      // vigil: js.cdk-unencrypted
      encryption: s3.BucketEncryption.UNENCRYPTED,
    });
    new s3.Bucket(this, 'Invoices', {
      // vigil-ok: js.cdk-unencrypted
      encryption: s3.BucketEncryption.KMS_MANAGED,
      enforceSSL: true,
    });
    new sqs.Queue(this, 'Jobs', {
      // vigil: js.cdk-unencrypted
      encryption: sqs.QueueEncryption.UNENCRYPTED,
    });
    new sqs.Queue(this, 'Mail', {
      // vigil-ok: js.cdk-unencrypted
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    new rds.DatabaseInstance(this, 'Orders', {
      engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_16 }),
      vpc: props!.env as never,
      // vigil: js.cdk-unencrypted
      storageEncrypted: false,
    });
    const flags = {
      // vigil-ok: js.cdk-unencrypted
      encrypted: false,
    };
    void flags;
  }
}
