package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.ArrayList;
import java.util.List;

/** UntagResource: a table ARN and the tag keys to remove. */
public final class UntagResourceValidation {
    private UntagResourceValidation() {}

    public record Request(String resourceArn, List<String> tagKeys) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String arn = r.string("ResourceArn");
        ArrayNode list = r.list("TagKeys");
        List<String> keys = new ArrayList<>();
        if (list != null) for (JsonNode n : list) keys.add(RequestReader.asString(n));
        TagParts.checkArn(arn, "UntagResource", () -> {
            r.notNull("tagKeys", list);
            r.throwIfViolations();
        });
        if (keys.isEmpty()) throw DynamoDbError.validation(Messages.NO_TAG_KEYS);
        keys.forEach(TagParts::checkKey);
        TagParts.checkCount(keys.size());
        return new Request(arn, keys);
    }
}
