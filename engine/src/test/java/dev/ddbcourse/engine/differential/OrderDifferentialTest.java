package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The orders DynamoDB does not document but answers with: a Scan's order (by a hash of the partition key),
 * which items each parallel-scan segment returns, and the order of index entries whose index keys are equal
 * (by a hash of the item's table key). dynalite reproduces the orders recorded from live DynamoDB, so the
 * engine is compared with it item for item, page by page.
 */
@Tag("differential")
class OrderDifferentialTest {
    /** Strings, numbers and binaries whose hashes spread over the whole hash space. */
    private static final String[] STRINGS = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "aardman", "hello", "zapf",
            "äáöü", "3635", "228", "1668", "3435", "😀", "a b", "A", "~"};
    private static final String[] NUMBERS = {"0", "1", "2", "7", "9", "10", "11", "99", "100", "101", "251", "2388", "-0.09",
            "999.9", "0.012345", "-999.9", "-1", "-10", "0.5", "-0.5", "0.05", "1e-130", "-1e-130", "9.9999e125", "-9.9999e125",
            "12345678901234567890123456789012345678", "-12345678901234567890123456789012345678", "0.000001", "1234.5678",
            "-123456789.0123456789", "1E+3", "33", "-33.333"};
    private static final String[] BINARIES = {"AA==", "AQ==", "/w==", "AAA=", "aGVsbG8=", "1Py5xA==", "JA==", "2w==", "cAeRhZE="};

    @Test
    void scanOrderOfStringNumberAndBinaryPartitionKeys() {
        var d = Differential.againstDynalite("scan order by partition key hash");
        d.createTable(Tables.hashOnly("ord-s", "id", "S"));
        for (String s : STRINGS) d.send("PutItem", "{TableName:'ord-s', Item:{id:{S:'" + s + "'}}}");
        d.createTable(Tables.hashOnly("ord-n", "id", "N"));
        for (String n : NUMBERS) d.send("PutItem", "{TableName:'ord-n', Item:{id:{N:'" + n + "'}}}");
        d.createTable(Tables.hashOnly("ord-b", "id", "B"));
        for (String b : BINARIES) d.send("PutItem", "{TableName:'ord-b', Item:{id:{B:'" + b + "'}}}");
        for (String table : new String[] {"ord-s", "ord-n", "ord-b"}) {
            d.send("Scan", "{TableName:'" + table + "'}");
            d.pages("Scan", "{TableName:'" + table + "', Limit:4}");
            d.scanAll("{TableName:'" + table + "', TotalSegments:2}");
            d.scanAll("{TableName:'" + table + "', TotalSegments:4, Limit:3}");
            d.scanAll("{TableName:'" + table + "', TotalSegments:16}");
        }
        // Segments of 4096: the recorded answers put '3635' and '228' in segment 0, '1668' in 1, '3435' in 4,
        // the number 251 in 1 and 2388 in 4095.
        for (int segment : new int[] {0, 1, 4, 4095}) {
            d.send("Scan", "{TableName:'ord-s', TotalSegments:4096, Segment:" + segment + "}");
            d.send("Scan", "{TableName:'ord-n', TotalSegments:4096, Segment:" + segment + "}");
        }
        d.send("Scan", "{TableName:'ord-s', ExclusiveStartKey:{id:{S:'hello'}}}");
        d.send("Scan", "{TableName:'ord-n', ExclusiveStartKey:{id:{N:'-999.9'}}, Limit:5}");
        d.send("Scan", "{TableName:'ord-n', TotalSegments:2, Segment:1, ExclusiveStartKey:{id:{N:'2388'}}}");
        d.assertAgree();
    }

    @Test
    void scanOrderOfPartitionsWithSortKeys() {
        var d = Differential.againstDynalite("scan order, partitions with sort keys");
        d.createTable(Tables.pkSk("ord-ps", "N"));
        for (String pk : new String[] {"a", "b", "c", "d", "e", "f", "g"}) {
            for (int sk = 3; sk >= -3; sk -= 2) d.send("PutItem", "{TableName:'ord-ps', Item:{PK:{S:'" + pk + "'}, SK:{N:'" + sk + "'}}}");
        }
        d.send("Scan", "{TableName:'ord-ps'}");
        d.pages("Scan", "{TableName:'ord-ps', Limit:5}");
        d.scanAll("{TableName:'ord-ps', TotalSegments:3, Limit:2}");
        d.send("Scan", "{TableName:'ord-ps', ExclusiveStartKey:{PK:{S:'c'}, SK:{N:'1'}}}");
        d.assertAgree();
    }

    private static final String INDEXED = """
            {TableName:'ord-ix', BillingMode:'PAY_PER_REQUEST',
             AttributeDefinitions:[{AttributeName:'a', AttributeType:'S'}, {AttributeName:'b', AttributeType:'S'},
                                   {AttributeName:'c', AttributeType:'S'}, {AttributeName:'d', AttributeType:'S'},
                                   {AttributeName:'n', AttributeType:'N'}],
             KeySchema:[{AttributeName:'a', KeyType:'HASH'}, {AttributeName:'b', KeyType:'RANGE'}],
             GlobalSecondaryIndexes:[
               {IndexName:'ByC', KeySchema:[{AttributeName:'c', KeyType:'HASH'}], Projection:{ProjectionType:'ALL'}},
               {IndexName:'ByCD', KeySchema:[{AttributeName:'c', KeyType:'HASH'}, {AttributeName:'d', KeyType:'RANGE'}],
                Projection:{ProjectionType:'KEYS_ONLY'}},
               {IndexName:'ByN', KeySchema:[{AttributeName:'n', KeyType:'HASH'}], Projection:{ProjectionType:'KEYS_ONLY'}}],
             LocalSecondaryIndexes:[
               {IndexName:'ByAD', KeySchema:[{AttributeName:'a', KeyType:'HASH'}, {AttributeName:'d', KeyType:'RANGE'}],
                Projection:{ProjectionType:'ALL'}}]}""";

    @Test
    void indexEntriesWithEqualKeys() {
        var d = Differential.againstDynalite("index entries with equal keys");
        d.createTable(INDEXED);
        // The recorded answer: items (a, b) = (a, a) (b, b) (c, e) (c, d) (d, a) (e, a) with one index key come
        // back as (b, b), (a, a), (c, e), (e, a), then (d, a), (c, d).
        String[][] keys = {{"a", "a"}, {"b", "b"}, {"c", "e"}, {"c", "d"}, {"d", "a"}, {"e", "a"}, {"c", "c"}, {"f", "z"},
                {"g", "1"}, {"g", "2"}, {"h", "😀"}};
        for (int i = 0; i < keys.length; i++) {
            d.send("PutItem", "{TableName:'ord-ix', Item:{a:{S:'" + keys[i][0] + "'}, b:{S:'" + keys[i][1] + "'}, c:{S:'same'},"
                    + " d:{S:'" + (i % 2 == 0 ? "x" : "y") + "'}, n:{N:'" + (i % 3) + "'}}}");
        }
        String same = "ExpressionAttributeValues:{':c':{S:'same'}}";
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByC', KeyConditionExpression:'c = :c', " + same + "}");
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByC', KeyConditionExpression:'c = :c', " + same + ", ScanIndexForward:false}");
        d.pages("Query", "{TableName:'ord-ix', IndexName:'ByC', KeyConditionExpression:'c = :c', " + same + ", Limit:4}");
        d.pages("Query", "{TableName:'ord-ix', IndexName:'ByC', KeyConditionExpression:'c = :c', " + same + ", Limit:3,"
                + " ScanIndexForward:false}");
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByC', KeyConditionExpression:'c = :c', " + same + ", Limit:2,"
                + " ExclusiveStartKey:{a:{S:'c'}, b:{S:'e'}, c:{S:'same'}}}");
        d.pages("Query", "{TableName:'ord-ix', IndexName:'ByCD', KeyConditionExpression:'c = :c', " + same + ", Limit:3}");
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByCD', KeyConditionExpression:'c = :c AND d = :d',"
                + " ExpressionAttributeValues:{':c':{S:'same'}, ':d':{S:'y'}}, ScanIndexForward:false}");
        for (int n = 0; n < 3; n++) {
            d.send("Query", "{TableName:'ord-ix', IndexName:'ByN', KeyConditionExpression:'n = :n', ExpressionAttributeValues:{':n':{N:'" + n + "'}}}");
        }
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByAD', KeyConditionExpression:'a = :a', ExpressionAttributeValues:{':a':{S:'g'}}}");
        d.send("Query", "{TableName:'ord-ix', IndexName:'ByAD', KeyConditionExpression:'a = :a', ExpressionAttributeValues:{':a':{S:'c'}},"
                + " ScanIndexForward:false}");
        for (String index : new String[] {"ByC", "ByCD", "ByN", "ByAD"}) {
            d.send("Scan", "{TableName:'ord-ix', IndexName:'" + index + "'}");
            d.pages("Scan", "{TableName:'ord-ix', IndexName:'" + index + "', Limit:4}");
            d.scanAll("{TableName:'ord-ix', IndexName:'" + index + "', TotalSegments:2}");
        }
        d.assertAgree();
    }

    @Test
    void indexEntriesWithEqualKeysOfNumberAndBinaryTableKeys() {
        var d = Differential.againstDynalite("index entries with equal keys, N and B table keys");
        d.createTable("""
                {TableName:'ord-nb', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'h', AttributeType:'N'}, {AttributeName:'r', AttributeType:'B'},
                                       {AttributeName:'g', AttributeType:'S'}],
                 KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'r', KeyType:'RANGE'}],
                 GlobalSecondaryIndexes:[{IndexName:'ByG', KeySchema:[{AttributeName:'g', KeyType:'HASH'}],
                                          Projection:{ProjectionType:'KEYS_ONLY'}}]}""");
        for (String n : new String[] {"1", "-1", "0.5", "100", "-2.25", "7"}) {
            for (String b : new String[] {"AA==", "/w==", "aGk="}) {
                d.send("PutItem", "{TableName:'ord-nb', Item:{h:{N:'" + n + "'}, r:{B:'" + b + "'}, g:{S:'one'}}}");
            }
        }
        d.pages("Query", "{TableName:'ord-nb', IndexName:'ByG', KeyConditionExpression:'g = :g', ExpressionAttributeValues:{':g':{S:'one'}},"
                + " Limit:5}");
        d.send("Scan", "{TableName:'ord-nb'}");
        d.assertAgree();
    }
}
