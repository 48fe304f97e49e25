package dev.ddbcourse.engine.differential;

import java.util.StringJoiner;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** BatchWriteItem and BatchGetItem across two tables, compared with dynalite. */
@Tag("differential")
class BatchDifferentialTest {

    @Test
    void batchWritesAndGets() {
        var d = Differential.againstDynalite("batch");
        d.createTable(Tables.pkSk("bt-orders", "S"));
        d.createTable(Tables.hashOnly("bt-users", "id", "S"));
        StringJoiner puts = new StringJoiner(", ");
        for (int i = 0; i < 20; i++) {
            puts.add("{PutRequest:{Item:{PK:{S:'o" + (i % 4) + "'}, SK:{S:'line" + i + "'}, qty:{N:'" + i + "'}, pad:{S:'" + "q".repeat(i * 300) + "'}}}}");
        }
        d.send("BatchWriteItem", "{RequestItems:{'bt-orders':[" + puts + "],"
                + " 'bt-users':[{PutRequest:{Item:{id:{S:'ann'}, age:{N:'30'}}}}, {PutRequest:{Item:{id:{S:'bob'}}}}]},"
                + " ReturnConsumedCapacity:'TOTAL'}", Compare.UNORDERED_ITEMS);
        d.send("BatchWriteItem", "{RequestItems:{'bt-orders':[{DeleteRequest:{Key:{PK:{S:'o0'}, SK:{S:'line0'}}}},"
                + " {DeleteRequest:{Key:{PK:{S:'o0'}, SK:{S:'nope'}}}}, {PutRequest:{Item:{PK:{S:'o9'}, SK:{S:'x'}}}}]},"
                + " ReturnConsumedCapacity:'INDEXES'}");
        d.send("BatchGetItem", "{RequestItems:{'bt-orders':{Keys:[{PK:{S:'o1'}, SK:{S:'line1'}}, {PK:{S:'o0'}, SK:{S:'line0'}},"
                + " {PK:{S:'o2'}, SK:{S:'line2'}}, {PK:{S:'o3'}, SK:{S:'line19'}}], ProjectionExpression:'SK, qty'},"
                + " 'bt-users':{Keys:[{id:{S:'ann'}}, {id:{S:'zed'}}], ConsistentRead:true}}, ReturnConsumedCapacity:'TOTAL'}",
                Compare.UNORDERED_ITEMS);
        d.send("BatchGetItem", "{RequestItems:{'bt-users':{Keys:[{id:{S:'bob'}}], AttributesToGet:['id', 'age']}}}");
        d.send("BatchGetItem", "{RequestItems:{'bt-users':{Keys:[{id:{S:'bob'}}], ProjectionExpression:'#a', ExpressionAttributeNames:{'#a':'age'}}}}");
        d.send("BatchGetItem", "{RequestItems:{'bt-users':{Keys:[{id:{S:'nobody'}}]}}, ReturnConsumedCapacity:'INDEXES'}");
        d.send("Query", "{TableName:'bt-orders', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'o0'}}, ProjectionExpression:'SK'}");
        d.send("Scan", "{TableName:'bt-users'}");
        d.assertAgree();
    }
}
