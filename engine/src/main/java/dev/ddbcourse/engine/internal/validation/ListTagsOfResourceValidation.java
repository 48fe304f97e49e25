package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** ListTagsOfResource: a table ARN. */
public final class ListTagsOfResourceValidation {
    private ListTagsOfResourceValidation() {}

    /** @return the resource ARN */
    public static String validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String arn = r.string("ResourceArn");
        r.string("NextToken");
        TagParts.checkArn(arn, "ListTagsOfResource", () -> { });
        return arn;
    }
}
