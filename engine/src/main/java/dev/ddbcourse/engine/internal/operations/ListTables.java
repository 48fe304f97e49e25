package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.validation.ListTablesValidation;

import java.util.List;

/** ListTables: names in order, pages of Limit with LastEvaluatedTableName when more remain. */
final class ListTables implements Operation<ListTablesValidation.Request> {
    private final Database db;

    ListTables(Database db) { this.db = db; }

    @Override
    public ListTablesValidation.Request validate(ObjectNode json) { return ListTablesValidation.validate(json); }

    @Override
    public ObjectNode execute(ListTablesValidation.Request request) {
        List<String> names = db.names(request.exclusiveStartTableName());
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode page = out.putArray("TableNames");
        names.stream().limit(request.limit()).forEach(page::add);
        if (names.size() > request.limit()) out.put("LastEvaluatedTableName", names.get(request.limit() - 1));
        return out;
    }
}
