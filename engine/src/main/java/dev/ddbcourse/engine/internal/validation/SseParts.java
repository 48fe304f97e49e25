package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;

/**
 * An SSESpecification of CreateTable or UpdateTable. Enabled is a KMS key (the one given, else the AWS managed key),
 * which DescribeTable shows as SSEDescription; not enabled is the AWS owned key, which it does not show (API reference,
 * SSESpecification; paritysuite/dynamodb-conformance tests/tier1/createTable/config.test.ts, eu-west-2). The engine
 * encrypts nothing.
 */
public final class SseParts {
    private SseParts() {}

    /** @param kmsKeyArn the KMS key's ARN when enabled, null for the AWS owned key */
    public record Spec(String kmsKeyArn) {}

    /** The AWS managed key for DynamoDB (alias aws/dynamodb), one per account and region. */
    private static final String MANAGED_KEY = java.util.UUID.nameUUIDFromBytes("aws/dynamodb".getBytes()).toString();

    /** The member (null when absent). */
    static Spec read(RequestReader r) {
        ObjectNode spec = r.structure("SSESpecification");
        if (spec == null) return null;
        if (!Boolean.TRUE.equals(RequestReader.asBoolean(spec.get("Enabled")))) return new Spec(null);
        String key = RequestReader.asString(spec.get("KMSMasterKeyId"));
        if (key == null) key = MANAGED_KEY;
        return new Spec(key.startsWith("arn:") ? key : Database.kmsKeyArn(key));
    }
}
