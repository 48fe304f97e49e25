package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.UntagResourceValidation;

/** UntagResource: removes tags by key. */
final class UntagResource implements Operation<UntagResourceValidation.Request> {
    private final Database db;

    UntagResource(Database db) { this.db = db; }

    @Override
    public UntagResourceValidation.Request validate(ObjectNode json) { return UntagResourceValidation.validate(json); }

    @Override
    public ObjectNode execute(UntagResourceValidation.Request request) {
        Table table = Tagging.table(db, request.resourceArn(), Messages.RESOURCE_NOT_FOUND);
        table.writing(() -> table.tags().keySet().removeAll(request.tagKeys()));
        return JsonNodeFactory.instance.objectNode();
    }
}
