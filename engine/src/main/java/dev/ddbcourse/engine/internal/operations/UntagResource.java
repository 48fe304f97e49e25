package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.http.Operation;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.UntagResourceValidation;

/** UntagResource: removes tags by key. */
final class UntagResource implements Operation {
    private final Database db;

    UntagResource(Database db) { this.db = db; }

    @Override
    public ObjectNode handle(ObjectNode json) {
        UntagResourceValidation.Request request = UntagResourceValidation.validate(json);
        Table table = Tagging.table(db, request.resourceArn());
        table.writing(() -> table.tags().keySet().removeAll(request.tagKeys()));
        return JsonNodeFactory.instance.objectNode();
    }
}
