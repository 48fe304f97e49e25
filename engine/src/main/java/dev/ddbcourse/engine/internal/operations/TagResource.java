package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.TagParts;
import dev.ddbcourse.engine.internal.validation.TagResourceValidation;

/** TagResource: adds or replaces tags on a table. */
final class TagResource implements Operation<TagResourceValidation.Request> {
    private final Database db;

    TagResource(Database db) { this.db = db; }

    @Override
    public TagResourceValidation.Request validate(ObjectNode json) { return TagResourceValidation.validate(json); }

    @Override
    public ObjectNode execute(TagResourceValidation.Request request) {
        Table table = Tagging.table(db, request.resourceArn());
        table.writing(() -> {
            java.util.Set<String> keys = new java.util.HashSet<>(table.tags().keySet());
            keys.addAll(request.tags().keySet());
            TagParts.checkCount(keys.size());
            table.tags().putAll(request.tags());
            return null;
        });
        return JsonNodeFactory.instance.objectNode();
    }
}
