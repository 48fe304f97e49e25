package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.List;

/** A StreamSpecification of CreateTable or UpdateTable: StreamEnabled, and StreamViewType when (and only when) enabling. */
public final class StreamParts {
    private StreamParts() {}

    /** In the order AWS lists them (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-035, -457). */
    public static final List<String> VIEW_TYPES = List.of("OLD_IMAGE", "KEYS_ONLY", "NEW_AND_OLD_IMAGES", "NEW_IMAGE");

    /** @param viewType null when disabling */
    public record Spec(boolean enabled, String viewType) {}

    /** Reads the member (null when absent), collecting constraint violations in {@code r}. */
    static Spec read(RequestReader r) {
        ObjectNode spec = r.structure("StreamSpecification");
        if (spec == null) return null;
        RequestReader s = new RequestReader(spec);
        Boolean enabled = s.bool("StreamEnabled");
        String viewType = s.string("StreamViewType");
        r.notNull("streamSpecification.streamEnabled", enabled);
        r.oneOf("streamSpecification.streamViewType", viewType, VIEW_TYPES);
        return new Spec(Boolean.TRUE.equals(enabled), viewType);
    }

    /** The rule checked once the shape is right: enabling needs a view type, disabling takes none. */
    static void check(Spec spec, boolean creating) {
        if (spec == null) return;
        if (spec.enabled() && spec.viewType() == null) {
            throw DynamoDbError.validation(creating ? Messages.CREATE_STREAM_NEEDS_VIEW_TYPE : Messages.ENABLE_STREAM_NEEDS_VIEW_TYPE);
        }
        if (!spec.enabled() && spec.viewType() != null) {
            throw DynamoDbError.validation(creating ? Messages.CREATE_STREAM_DISABLED_WITH_VIEW_TYPE : Messages.DISABLE_STREAM_WITH_VIEW_TYPE);
        }
    }
}
