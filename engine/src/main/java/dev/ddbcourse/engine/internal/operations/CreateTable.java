package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.validation.CreateTableValidation;

/** CreateTable: the answer says CREATING as DynamoDB's does, but the table is ACTIVE at once (waiters return immediately). */
final class CreateTable implements Operation<CreateTableValidation.Request> {
    private final Database db;

    CreateTable(Database db) { this.db = db; }

    @Override
    public CreateTableValidation.Request validate(ObjectNode json) { return CreateTableValidation.validate(json); }

    @Override
    public ObjectNode execute(CreateTableValidation.Request request) {
        Table table = db.create(request.def().createdAt(db.clock().epochSeconds()));
        return table.writing(() -> {
            table.tags().putAll(request.tags());
            table.deletionProtection(request.deletionProtection());
            if (request.onDemandThroughput() != null) table.onDemandThroughput(request.onDemandThroughput());
            request.indexOnDemandThroughput().forEach(table::onDemandThroughput);
            if (request.sse() != null && request.sse().kms()) table.kmsKeyArn(Database.kmsKeyArn(request.sse().keyId()));
            if (request.tableClass() != null) table.tableClass(new Table.TableClass(request.tableClass(), null));
            if (request.warmThroughput() != null) table.warmThroughput(request.warmThroughput().over(table.warmThroughput()));
            if (request.stream() != null && request.stream().enabled()) db.streams().enable(table, request.stream().viewType());
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.set("TableDescription", TableDescriptions.creating(table, request.warmThroughput() != null));
            return out;
        });
    }
}
