package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.List;

/**
 * An SSESpecification of CreateTable or UpdateTable, with AWS's rules (ack-api-quirks dynamodb 2026-10-09, recorded
 * against AWS: DDB-TABLE-031, -036, -044, -457). The engine encrypts nothing: it keeps the key a table is said to use.
 */
public final class SseParts {
    private SseParts() {}

    private static final List<String> TYPES = List.of("AES256", "KMS");

    /** The members as given (null when absent). */
    public record Spec(Boolean enabled, String type, String keyId) {
        /** A KMS key (Enabled true, or SSEType KMS alone); otherwise the AWS owned key (no SSEDescription). */
        public boolean kms() {
            return Boolean.TRUE.equals(enabled) || (enabled == null && "KMS".equals(type));
        }
    }

    /** Reads the member (null when absent), collecting constraint violations in {@code r}. */
    static Spec read(RequestReader r) {
        ObjectNode sse = r.structure("SSESpecification");
        if (sse == null) return null;
        RequestReader s = new RequestReader(sse);
        Spec spec = new Spec(s.bool("Enabled"), s.string("SSEType"), s.string("KMSMasterKeyId"));
        r.oneOf("sSESpecification.sSEType", spec.type(), TYPES);
        if (spec.keyId() != null) r.length("sSESpecification.kMSMasterKeyId", spec.keyId(), spec.keyId().length(), 1, Integer.MAX_VALUE);
        return spec;
    }

    /** The rules checked once the shape is right; a disabled specification names neither a type nor a key. */
    static void check(Spec spec) {
        if (spec == null) return;
        if (Boolean.FALSE.equals(spec.enabled())) {
            if (spec.type() != null) throw DynamoDbError.validation(Messages.SSE_TYPE_WHEN_DISABLED);
            if (spec.keyId() != null) throw DynamoDbError.validation(Messages.SSE_KEY_WHEN_DISABLED);
        }
        if ("AES256".equals(spec.type())) throw DynamoDbError.validation(Messages.SSE_AES256);
        if (spec.keyId() != null && !"KMS".equals(spec.type())) throw DynamoDbError.validation(Messages.SSE_KEY_NEEDS_KMS);
    }
}
