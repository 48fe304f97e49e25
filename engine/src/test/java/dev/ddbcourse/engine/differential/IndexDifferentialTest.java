package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Global and local secondary indexes: projections, sparse indexes, non-unique keys, index
 * queries and scans, compared with dynalite. Write capacity is left out on these tables:
 * DynamoDB charges index writes, dynalite does not.
 */
@Tag("differential")
class IndexDifferentialTest {
    private static final String TABLE = """
            {TableName:'ix-main', BillingMode:'PAY_PER_REQUEST',
             AttributeDefinitions:[{AttributeName:'PK', AttributeType:'S'}, {AttributeName:'SK', AttributeType:'S'},
                                   {AttributeName:'GPK', AttributeType:'S'}, {AttributeName:'GSK', AttributeType:'N'},
                                   {AttributeName:'LSK', AttributeType:'S'}, {AttributeName:'due', AttributeType:'S'}],
             KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'SK', KeyType:'RANGE'}],
             GlobalSecondaryIndexes:[
               {IndexName:'ByG', KeySchema:[{AttributeName:'GPK', KeyType:'HASH'}, {AttributeName:'GSK', KeyType:'RANGE'}],
                Projection:{ProjectionType:'ALL'}},
               {IndexName:'ByGKeys', KeySchema:[{AttributeName:'GPK', KeyType:'HASH'}], Projection:{ProjectionType:'KEYS_ONLY'}},
               {IndexName:'Due', KeySchema:[{AttributeName:'due', KeyType:'HASH'}],
                Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['title']}}],
             LocalSecondaryIndexes:[
               {IndexName:'ByL', KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'LSK', KeyType:'RANGE'}],
                Projection:{ProjectionType:'KEYS_ONLY'}},
               {IndexName:'ByLInc', KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'LSK', KeyType:'RANGE'}],
                Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['title', 'size']}}]}""";

    @Test
    void queriesAndScansOnIndexes() {
        var d = Differential.againstDynalite("indexes");
        d.createTable(TABLE);
        String[] items = {
                "PK:{S:'u1'}, SK:{S:'a'}, GPK:{S:'g1'}, GSK:{N:'3'}, LSK:{S:'z'}, title:{S:'one'}, size:{N:'1'}, other:{S:'o'}",
                "PK:{S:'u1'}, SK:{S:'b'}, GPK:{S:'g1'}, GSK:{N:'1'}, LSK:{S:'y'}, title:{S:'two'}, due:{S:'mon'}",
                "PK:{S:'u1'}, SK:{S:'c'}, GPK:{S:'g2'}, GSK:{N:'2'}, title:{S:'three'}",
                "PK:{S:'u2'}, SK:{S:'a'}, GPK:{S:'g1'}, GSK:{N:'2'}, LSK:{S:'x'}, due:{S:'mon'}, other:{S:'p'}",
                "PK:{S:'u2'}, SK:{S:'b'}, GPK:{S:'g1'}, title:{S:'sparse: no GSK'}",
                "PK:{S:'u3'}, SK:{S:'a'}, title:{S:'in no index'}",
                "PK:{S:'u3'}, SK:{S:'b'}, GPK:{S:'g3'}, GSK:{N:'1'}, due:{S:'tue'}",
                "PK:{S:'u4'}, SK:{S:'a'}, GPK:{S:'g3'}, GSK:{N:'1'}, due:{S:'tue'}",
        };
        for (String item : items) {
            d.send("PutItem", "{TableName:'ix-main', Item:{" + item + "}, ReturnConsumedCapacity:'TOTAL'}", Compare.NO_CAPACITY);
        }
        String g1 = "ExpressionAttributeValues:{':g':{S:'g1'}}";
        d.send("Query", "{TableName:'ix-main', IndexName:'ByG', KeyConditionExpression:'GPK = :g', " + g1 + ", ReturnConsumedCapacity:'TOTAL'}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByG', KeyConditionExpression:'GPK = :g AND GSK >= :n',"
                + " ExpressionAttributeValues:{':g':{S:'g1'}, ':n':{N:'2'}}, ScanIndexForward:false}");
        d.pages("Query", "{TableName:'ix-main', IndexName:'ByG', KeyConditionExpression:'GPK = :g', " + g1 + ", Limit:1}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByGKeys', KeyConditionExpression:'GPK = :g', " + g1 + "}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByGKeys', KeyConditionExpression:'GPK = :g', " + g1 + ", Select:'ALL_PROJECTED_ATTRIBUTES'}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByGKeys', KeyConditionExpression:'GPK = :g', " + g1 + ", Select:'ALL_ATTRIBUTES'}");
        // DynamoDB refuses it (title is not projected), dynalite answers: a KnownDifferences entry.
        d.send("Query", "{TableName:'ix-main', IndexName:'ByGKeys', KeyConditionExpression:'GPK = :g', " + g1 + ", ProjectionExpression:'title'}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByGKeys', KeyConditionExpression:'GPK = :g', " + g1 + ", Select:'COUNT'}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByG', KeyConditionExpression:'GPK = :g', " + g1 + ", ConsistentRead:true}");
        d.send("Query", "{TableName:'ix-main', IndexName:'Due', KeyConditionExpression:'due = :d', ExpressionAttributeValues:{':d':{S:'mon'}}}");
        d.send("Query", "{TableName:'ix-main', IndexName:'Due', KeyConditionExpression:'due = :d', ExpressionAttributeValues:{':d':{S:'tue'}},"
                + " FilterExpression:'attribute_exists(title)'}");
        String u1 = "ExpressionAttributeValues:{':p':{S:'u1'}}";
        d.send("Query", "{TableName:'ix-main', IndexName:'ByL', KeyConditionExpression:'PK = :p', " + u1 + "}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByL', KeyConditionExpression:'PK = :p', " + u1 + ", Select:'ALL_ATTRIBUTES',"
                + " ReturnConsumedCapacity:'INDEXES'}", Compare.NO_CAPACITY);
        d.send("Query", "{TableName:'ix-main', IndexName:'ByL', KeyConditionExpression:'PK = :p', " + u1 + ", ProjectionExpression:'other, LSK'}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByLInc', KeyConditionExpression:'PK = :p AND LSK < :z',"
                + " ExpressionAttributeValues:{':p':{S:'u1'}, ':z':{S:'z'}}, ConsistentRead:true}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByLInc', KeyConditionExpression:'PK = :p', " + u1 + ", ScanIndexForward:false, Limit:1}");
        d.send("Scan", "{TableName:'ix-main', IndexName:'ByG'}");
        d.send("Scan", "{TableName:'ix-main', IndexName:'Due', Select:'COUNT'}");
        d.send("Scan", "{TableName:'ix-main', IndexName:'ByL'}");
        d.scanAll("{TableName:'ix-main', IndexName:'ByGKeys', Limit:2}");
        d.send("Scan", "{TableName:'ix-main', IndexName:'ByGKeys', Select:'ALL_ATTRIBUTES'}");

        // Moving an item in and out of indexes.
        d.send("UpdateItem", "{TableName:'ix-main', Key:{PK:{S:'u2'}, SK:{S:'b'}}, UpdateExpression:'SET GSK = :n, due = :d',"
                + " ExpressionAttributeValues:{':n':{N:'0'}, ':d':{S:'mon'}}}");
        d.send("UpdateItem", "{TableName:'ix-main', Key:{PK:{S:'u1'}, SK:{S:'a'}}, UpdateExpression:'REMOVE GPK'}");
        d.send("DeleteItem", "{TableName:'ix-main', Key:{PK:{S:'u1'}, SK:{S:'b'}}}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByG', KeyConditionExpression:'GPK = :g', " + g1 + "}");
        d.send("Query", "{TableName:'ix-main', IndexName:'Due', KeyConditionExpression:'due = :d', ExpressionAttributeValues:{':d':{S:'mon'}}}");
        d.send("Query", "{TableName:'ix-main', IndexName:'ByLInc', KeyConditionExpression:'PK = :p', " + u1 + "}");
        d.assertAgree();
    }
}
