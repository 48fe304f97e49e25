package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * PartiQL, which dynalite lacks, compared in behaviour with moto: what each statement writes (read back
 * with a Scan), what a SELECT returns, and the error codes. Messages are moto's own and not compared.
 *
 * <p>moto 5.2.5 implements a small part of PartiQL, so the scenarios keep to string attributes on a
 * table with a partition key only. Left out where moto differs from DynamoDB's documentation (the
 * engine follows the documentation, "PartiQL insert/update/delete statements for DynamoDB"): moto
 * answers HTTP 500 for statements with number literals, a numeric sort key or {@code ?} parameters in
 * an INSERT; it lets an INSERT replace an existing item (DynamoDB: DuplicateItemException); and its
 * BatchExecuteStatement reads answer ResourceNotFound for a table that exists.
 *
 * <p>Transactions and batches are compared where moto does what the API reference says. Left out, the
 * engine following the reference: moto's ExecuteTransaction runs an INSERT of an existing key and an
 * UPDATE of a missing item (DynamoDB cancels the transaction, reasons DuplicateItem and
 * ConditionalCheckFailed), accepts reads mixed with writes and two statements on one item (DynamoDB:
 * ValidationException; "the entire transaction must consist of either read statements or write
 * statements"), and answers HTTP 500 for a missing table or a syntax error; a read of a missing item gets
 * no entry in its Responses (the engine answers one per statement, in order, an empty one for a missing
 * item, as TransactGetItems' reference says of its ItemResponses); its BatchExecuteStatement runs
 * an INSERT of an existing key and an UPDATE of a missing item (DynamoDB: that statement's Error,
 * DuplicateItem or ConditionalCheckFailed, the others still run).
 */
@Tag("differential")
class PartiQlDifferentialTest {
    private static final Compare B = Compare.BEHAVIOUR;

    private static void readBack(Differential d, String table) {
        d.send("Scan", "{TableName:'" + table + "'}", B, Compare.UNORDERED_ITEMS);
    }

    private static String statement(String text) {
        return "{Statement:\"" + text.replace("\"", "\\\"") + "\"}";
    }

    @Test
    void insertSelectUpdateDelete() {
        String t = "pq-crud";
        var d = Differential.againstMoto("PartiQL statements");
        d.createTable(Tables.hashOnly(t, "id", "S"));
        d.send("ExecuteStatement", statement("INSERT INTO \"pq-crud\" VALUE {'id': 'a', 'colour': 'red'}"), B);
        d.send("ExecuteStatement", statement("INSERT INTO \"pq-crud\" VALUE {'id': 'b', 'colour': 'blue', 'tag': 'x'}"), B);
        readBack(d, t);
        d.send("ExecuteStatement", statement("SELECT * FROM \"pq-crud\" WHERE id = 'a'"), B);
        d.send("ExecuteStatement", "{Statement:\"SELECT colour FROM \\\"pq-crud\\\" WHERE id = ?\", Parameters:[{S:'b'}]}", B);
        d.send("ExecuteStatement", statement("SELECT * FROM \"pq-crud\" WHERE tag = 'x'"), B, Compare.UNORDERED_ITEMS);
        d.send("ExecuteStatement", statement("UPDATE \"pq-crud\" SET colour = 'green' WHERE id = 'a'"), B);
        d.send("ExecuteStatement", statement("UPDATE \"pq-crud\" REMOVE tag WHERE id = 'b'"), B);
        readBack(d, t);
        d.send("ExecuteStatement", statement("DELETE FROM \"pq-crud\" WHERE id = 'a'"), B);
        readBack(d, t);
        d.send("ExecuteStatement", statement("SELECT * FROM \"no-such-table\" WHERE id = 'a'"), B);
        d.assertAgree();
    }

    @Test
    void batchWrites() {
        String t = "pq-batch";
        var d = Differential.againstMoto("PartiQL batch");
        d.createTable(Tables.hashOnly(t, "id", "S"));
        d.send("BatchExecuteStatement", "{Statements:[" + statement("INSERT INTO \"pq-batch\" VALUE {'id': 'a', 'v': 'one'}") + ","
                + statement("INSERT INTO \"pq-batch\" VALUE {'id': 'b', 'v': 'two'}") + "]}", B);
        readBack(d, t);
        d.send("BatchExecuteStatement", "{Statements:[" + statement("UPDATE \"pq-batch\" SET v = 'three' WHERE id = 'a'") + ","
                + statement("DELETE FROM \"pq-batch\" WHERE id = 'b'") + "]}", B);
        readBack(d, t);
        // A statement on a missing table fails alone: its Error, the next statement still runs.
        d.send("BatchExecuteStatement", "{Statements:[" + statement("UPDATE \"pq-none\" SET v = 'x' WHERE id = 'a'") + ","
                + statement("INSERT INTO \"pq-batch\" VALUE {'id': 'c', 'v': 'four'}") + "]}", B);
        readBack(d, t);
        d.assertAgree();
    }

    @Test
    void transactions() {
        String t = "pq-tx";
        var d = Differential.againstMoto("PartiQL transactions");
        d.createTable(Tables.hashOnly(t, "id", "S"));
        d.send("ExecuteTransaction", "{TransactStatements:[" + statement("INSERT INTO \"pq-tx\" VALUE {'id': 'a', 'v': 'one'}") + ","
                + statement("INSERT INTO \"pq-tx\" VALUE {'id': 'b'}") + "]}", B);
        readBack(d, t);
        d.send("ExecuteTransaction", "{TransactStatements:[" + statement("UPDATE \"pq-tx\" SET v = 'two' WHERE id = 'a'") + ","
                + statement("DELETE FROM \"pq-tx\" WHERE id = 'b'") + "]}", B);
        readBack(d, t);
        d.send("ExecuteTransaction",
                "{TransactStatements:[{Statement:\"UPDATE \\\"pq-tx\\\" SET v = ? WHERE id = ?\", Parameters:[{S:'three'}, {S:'a'}]}]}", B);
        readBack(d, t);
        d.send("ExecuteTransaction", "{TransactStatements:[" + statement("SELECT * FROM \"pq-tx\" WHERE id = 'a'") + "]}", B);
        d.assertAgree();
    }
}
