package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

/**
 * An SSESpecification of CreateTable or UpdateTable. Enabled, or SSEType KMS without Enabled, is a KMS key (the one
 * given, else the AWS managed key), which DescribeTable shows as SSEDescription; Enabled false, or {}, is the AWS owned
 * key, which it does not show (API reference, SSESpecification; paritysuite/dynamodb-conformance
 * tests/tier1/createTable/config.test.ts, eu-west-2; ack-api-quirks dynamodb 2026-10-09, recorded against AWS:
 * DDB-TABLE-027, -031, -036, -044). The engine encrypts nothing.
 */
public final class SseParts {
    private SseParts() {}

    /** The member's parts as sent. */
    public record Spec(Boolean enabled, String type, String keyId) {
        /** The KMS key's ARN when the table is to be encrypted with one, null for the AWS owned key. */
        public String kmsKeyArn() {
            boolean kms = Boolean.TRUE.equals(enabled) || enabled == null && "KMS".equals(type);
            return kms ? keyArn(keyId == null ? MANAGED_KEY : keyId) : null;
        }
    }

    /** The AWS managed key for DynamoDB, one per account and region. */
    private static final String MANAGED_KEY = "alias/aws/dynamodb";

    /**
     * A key ARN, key id, alias or alias ARN as a key's ARN. DynamoDB resolves an alias once, to its key's ARN; the
     * engine has no KMS, so an alias stands for a key of its own, the same one every time.
     */
    private static String keyArn(String keyId) {
        if (keyId.startsWith("arn:") && keyId.contains(":key/")) return keyId;
        String alias = keyId.startsWith("arn:") && keyId.contains(":alias/") ? keyId.substring(keyId.indexOf(":alias/") + 1) : keyId;
        return Database.kmsKeyArn(alias.startsWith("alias/")
                ? UUID.nameUUIDFromBytes(alias.getBytes(StandardCharsets.UTF_8)).toString() : alias);
    }

    /** The member (null when absent), collecting its constraint violations in {@code r}. */
    static Spec read(RequestReader r) {
        ObjectNode spec = r.structure("SSESpecification");
        if (spec == null) return null;
        RequestReader s = new RequestReader(spec);
        Spec out = new Spec(s.bool("Enabled"), s.string("SSEType"), s.string("KMSMasterKeyId"));
        r.oneOf("sSESpecification.sSEType", out.type(), List.of("AES256", "KMS"));
        return out;
    }

    /** The rules checked once the request's shape is right. */
    static void check(Spec spec) {
        if (spec == null) return;
        if (Boolean.FALSE.equals(spec.enabled())) {
            if (spec.type() != null) throw DynamoDbError.validation(Messages.SSE_TYPE_WHEN_DISABLED);
            if (spec.keyId() != null) throw DynamoDbError.validation(Messages.SSE_KEY_WHEN_DISABLED);
        }
        if ("AES256".equals(spec.type())) throw DynamoDbError.validation(Messages.SSE_AES256);
        if (spec.keyId() != null && spec.type() == null) throw DynamoDbError.validation(Messages.SSE_KEY_WITHOUT_KMS);
    }
}
