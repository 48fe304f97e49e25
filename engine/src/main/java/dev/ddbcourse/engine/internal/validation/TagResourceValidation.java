package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.List;
import java.util.Map;

/** TagResource: a table ARN and at least one tag. */
public final class TagResourceValidation {
    private TagResourceValidation() {}

    public record Request(String resourceArn, Map<String, String> tags) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String arn = r.string("ResourceArn");
        ArrayNode list = r.list("Tags");
        List<TagParts.Tag> tags = TagParts.read(list);
        TagParts.checkArn(arn, "TagResource", () -> {
            r.notNull("tags", list);
            r.throwIfViolations();
        });
        if (list.isEmpty()) throw DynamoDbError.validation(Messages.NO_TAGS);
        return new Request(arn, TagParts.checkRules(tags));
    }
}
