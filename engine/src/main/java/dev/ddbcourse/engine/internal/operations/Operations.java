package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.http.Operation;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.LinkedHashMap;
import java.util.Map;

/** Every operation the engine serves, by its X-Amz-Target name. */
public final class Operations {
    private Operations() {}

    public static Map<String, Operation> all(Database db) {
        Map<String, Operation> ops = new LinkedHashMap<>();
        ops.put("CreateTable", new CreateTable(db));
        ops.put("DescribeTable", new DescribeTable(db));
        ops.put("DeleteTable", new DeleteTable(db));
        ops.put("ListTables", new ListTables(db));
        ops.put("UpdateTable", new UpdateTable(db));
        ops.put("TagResource", new TagResource(db));
        ops.put("UntagResource", new UntagResource(db));
        ops.put("ListTagsOfResource", new ListTagsOfResource(db));
        ops.put("PutItem", new PutItem(db));
        ops.put("GetItem", new GetItem(db));
        ops.put("UpdateItem", new UpdateItem(db));
        ops.put("DeleteItem", new DeleteItem(db));
        ops.put("Query", new Query(db));
        ops.put("Scan", new Scan(db));
        ops.put("BatchGetItem", new BatchGetItem(db));
        ops.put("BatchWriteItem", new BatchWriteItem(db));
        ops.put("TransactGetItems", new TransactGetItems(db));
        ops.put("TransactWriteItems", new TransactWriteItems(db));
        return ops;
    }
}
