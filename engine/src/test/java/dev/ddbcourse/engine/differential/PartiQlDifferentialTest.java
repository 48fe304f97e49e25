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
        d.assertAgree();
    }
}
