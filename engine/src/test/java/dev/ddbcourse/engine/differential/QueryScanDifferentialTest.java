package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Query and Scan: key conditions, sort orders of S/N/B keys, filters, projections, Limit and
 * paging, Select, consumed capacity, compared with dynalite, Scans in order (both servers order a table by
 * DynamoDB's key hash: OrderDifferentialTest).
 */
@Tag("differential")
class QueryScanDifferentialTest {

    @Test
    void keyConditionsOnAStringSortKey() {
        var d = Differential.againstDynalite("query, string sort key");
        d.createTable(Tables.pkSk("qs-str", "S"));
        String[] sortKeys = {"A", "B", "a", "ab", "abc", "b", "b#1", "b#10", "b#2", "z", "é", "ü", "~", "\uFFFD", "😀", "𝄞x"};
        for (int i = 0; i < sortKeys.length; i++) {
            d.send("PutItem", "{TableName:'qs-str', Item:{PK:{S:'p'}, SK:{S:'" + sortKeys[i] + "'}, n:{N:'" + i + "'}, odd:{BOOL:" + (i % 2 == 1) + "}}}");
        }
        d.send("PutItem", "{TableName:'qs-str', Item:{PK:{S:'other'}, SK:{S:'a'}}}");
        String[] conditions = {
                "PK = :p", "PK = :p AND SK = :a", "PK = :p AND SK < :b", "PK = :p AND SK <= :b", "PK = :p AND SK > :b",
                "PK = :p AND SK >= :b", "PK = :p AND SK BETWEEN :a AND :b", "PK = :p AND begins_with(SK, :bh)",
                "SK > :b AND PK = :p", "(PK = :p) AND (SK < :b)", "PK = :p AND SK BETWEEN :b AND :b",
        };
        for (String condition : conditions) {
            d.send("Query", "{TableName:'qs-str', KeyConditionExpression:'" + condition + "', " + valuesFor(condition) + "}");
            d.send("Query", "{TableName:'qs-str', KeyConditionExpression:'" + condition + "', " + valuesFor(condition) + ", ScanIndexForward:false}");
        }
        d.send("Query", "{TableName:'qs-str', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'nobody'}}}");
        d.assertAgree();
    }

    /** Only the values a condition names, so no "unused value" error muddies the comparison. */
    private static String valuesFor(String condition) {
        StringBuilder values = new StringBuilder("ExpressionAttributeValues:{':p':{S:'p'}");
        if (condition.contains(":a")) values.append(", ':a':{S:'a'}");
        if (condition.matches(".*:b\\b.*")) values.append(", ':b':{S:'b'}");
        if (condition.contains(":bh")) values.append(", ':bh':{S:'b#'}");
        return values.append("}").toString();
    }

    @Test
    void numberAndBinarySortKeysSortByValue() {
        var d = Differential.againstDynalite("query, number and binary sort keys");
        d.createTable(Tables.pkSk("qs-num", "N"));
        for (String n : new String[] {"-1000", "-1.5", "-0.001", "0", "1e-5", "0.5", "2", "10", "10.0001", "99.9", "1E+3", "123456789012345678901234567890"}) {
            d.send("PutItem", "{TableName:'qs-num', Item:{PK:{S:'n'}, SK:{N:'" + n + "'}}}");
        }
        d.send("Query", "{TableName:'qs-num', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'n'}}}");
        d.send("Query", "{TableName:'qs-num', KeyConditionExpression:'PK = :p AND SK BETWEEN :lo AND :hi',"
                + " ExpressionAttributeValues:{':p':{S:'n'}, ':lo':{N:'-1.5'}, ':hi':{N:'10'}}, ScanIndexForward:false}");
        d.send("Query", "{TableName:'qs-num', KeyConditionExpression:'PK = :p AND SK > :z',"
                + " ExpressionAttributeValues:{':p':{S:'n'}, ':z':{N:'-0'}}}");

        d.createTable(Tables.pkSk("qs-bin", "B"));
        for (String b : new String[] {"AA==", "AAA=", "AQ==", "fw==", "gA==", "/w==", "//8=", "AP8="}) {
            d.send("PutItem", "{TableName:'qs-bin', Item:{PK:{S:'b'}, SK:{B:'" + b + "'}}}");
        }
        d.send("Query", "{TableName:'qs-bin', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'b'}}}");
        d.send("Query", "{TableName:'qs-bin', KeyConditionExpression:'PK = :p AND SK >= :x',"
                + " ExpressionAttributeValues:{':p':{S:'b'}, ':x':{B:'fw=='}}}");
        d.send("Query", "{TableName:'qs-bin', KeyConditionExpression:'PK = :p AND begins_with(SK, :x)',"
                + " ExpressionAttributeValues:{':p':{S:'b'}, ':x':{B:'AA=='}}}");
        d.assertAgree();
    }

    @Test
    void filtersProjectionsSelectAndPaging() {
        var d = Differential.againstDynalite("query filters, projections, paging");
        d.createTable(Tables.pkSk("qs-page", "N"));
        for (int i = 1; i <= 30; i++) {
            d.send("PutItem", "{TableName:'qs-page', Item:{PK:{S:'o'}, SK:{N:'" + i + "'}, status:{S:'" + (i % 3 == 0 ? "open" : "closed")
                    + "'}, total:{N:'" + (i * 7) + "'}, meta:{M:{n:{N:'" + i + "'}, tag:{S:'t" + (i % 4) + "'}}}, pad:{S:'" + "x".repeat(i * 40) + "'}}}");
        }
        String base = "TableName:'qs-page', KeyConditionExpression:'PK = :p'";
        d.send("Query", "{" + base + ", FilterExpression:'#s = :open', ExpressionAttributeNames:{'#s':'status'},"
                + " ExpressionAttributeValues:{':p':{S:'o'}, ':open':{S:'open'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.pages("Query", "{" + base + ", Limit:7, ExpressionAttributeValues:{':p':{S:'o'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.pages("Query", "{" + base + ", Limit:5, FilterExpression:'#s = :open', ExpressionAttributeNames:{'#s':'status'},"
                + " ExpressionAttributeValues:{':p':{S:'o'}, ':open':{S:'open'}}, ScanIndexForward:false}");
        d.pages("Query", "{" + base + ", Limit:10, Select:'COUNT', ExpressionAttributeValues:{':p':{S:'o'}}}");
        d.pages("Query", "{" + base + ", Limit:30, ExpressionAttributeValues:{':p':{S:'o'}}, ProjectionExpression:'SK'}");
        d.send("Query", "{" + base + ", ProjectionExpression:'meta.tag, total, #s', ExpressionAttributeNames:{'#s':'status'},"
                + " ExpressionAttributeValues:{':p':{S:'o'}}, Limit:4}");
        d.send("Query", "{" + base + ", Select:'SPECIFIC_ATTRIBUTES', AttributesToGet:['total'], ExpressionAttributeValues:{':p':{S:'o'}}, Limit:2}");
        d.send("Query", "{" + base + ", Select:'ALL_ATTRIBUTES', ExpressionAttributeValues:{':p':{S:'o'}}, Limit:1, ConsistentRead:true,"
                + " ReturnConsumedCapacity:'INDEXES'}");
        d.send("Query", "{" + base + ", Select:'COUNT', FilterExpression:'meta.tag IN (:a, :b) AND total > :min',"
                + " ExpressionAttributeValues:{':p':{S:'o'}, ':a':{S:'t1'}, ':b':{S:'t2'}, ':min':{N:'50'}}}");
        d.send("Query", "{" + base + ", ExclusiveStartKey:{PK:{S:'o'}, SK:{N:'25'}}, ExpressionAttributeValues:{':p':{S:'o'}},"
                + " ProjectionExpression:'SK'}");
        d.send("Query", "{" + base + ", ExclusiveStartKey:{PK:{S:'o'}, SK:{N:'25.5'}}, ExpressionAttributeValues:{':p':{S:'o'}},"
                + " ProjectionExpression:'SK', ScanIndexForward:false}");
        String range = "TableName:'qs-page', KeyConditionExpression:'PK = :p AND SK > :s'";
        d.send("Query", "{" + range + ", Limit:3, ExpressionAttributeValues:{':p':{S:'o'}, ':s':{N:'28'}}, ProjectionExpression:'SK'}");
        d.send("Query", "{" + range + ", Limit:2, ExpressionAttributeValues:{':p':{S:'o'}, ':s':{N:'28'}}, ProjectionExpression:'SK'}");
        d.assertAgree();
    }

    /** A Query of partition "big" answering only SK, with more members. */
    private static String bigQuery(String table, String more) {
        return "{TableName:'" + table + "', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'big'}},"
                + " ProjectionExpression:'SK'" + more + "}";
    }

    /** A new table whose partition "big" holds {@code count} items of 100 KB, sort keys 0, 1, ... */
    private static void bigItems(Differential d, String table, int count) {
        d.createTable(Tables.pkSk(table, "N"));
        for (int i = 0; i < count; i++) {
            d.send("PutItem", "{TableName:'" + table + "', Item:{PK:{S:'big'}, SK:{N:'" + i + "'}, pad:{S:'" + "m".repeat(100_000) + "'}}}");
        }
    }

    @Test
    void oneMegabytePageLimit() {
        var d = Differential.againstDynalite("1 MB pages");
        bigItems(d, "qs-mb", 14);
        d.pages("Query", bigQuery("qs-mb", ", ReturnConsumedCapacity:'TOTAL'"));
        d.scanAll("{TableName:'qs-mb', ProjectionExpression:'SK'}");
        d.assertAgree();
    }

    /**
     * Where a page stops: DynamoDB counts an item's storage form toward 1 MB (an attribute name is one byte, a
     * string carries its length, each 3 KB adds overhead), so pages end where plain item sizes would not yet; the
     * item that crosses 1 MB is on the page, and a LastEvaluatedKey follows it even when it was the last item.
     */
    @Test
    void oneMegabytePageBoundaries() {
        var d = Differential.againstDynalite("1 MB page boundaries");
        bigItems(d, "qs-mb11", 11);
        d.pages("Query", bigQuery("qs-mb11", ""));
        d.pages("Query", bigQuery("qs-mb11", ", ScanIndexForward:false, Limit:11"));
        d.createTable(Tables.pkSk("qs-mb95", "S"));
        for (int i = 0; i < 14; i++) {
            d.send("PutItem", "{TableName:'qs-mb95', Item:{PK:{S:'p'}, SK:{S:'s" + (char) ('a' + i) + "'}, pad:{S:'"
                    + "n".repeat(95_000) + "'}, n:{N:'" + (i * 1234.5) + "'}, b:{BOOL:true}}}");
        }
        d.pages("Query", "{TableName:'qs-mb95', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'p'}},"
                + " ProjectionExpression:'SK', ReturnConsumedCapacity:'TOTAL'}");
        d.pages("Query", "{TableName:'qs-mb95', KeyConditionExpression:'PK = :p', FilterExpression:'b = :f',"
                + " ExpressionAttributeValues:{':p':{S:'p'}, ':f':{BOOL:false}}, ProjectionExpression:'SK'}");
        d.scanAll("{TableName:'qs-mb95', ProjectionExpression:'SK'}");
        d.createTable(Tables.hashOnly("qs-mbnames", "id", "S"));
        for (int i = 0; i < 14; i++) {
            d.send("PutItem", "{TableName:'qs-mbnames', Item:{id:{S:'i" + i + "'}, " + "a".repeat(30_000) + ":{S:'"
                    + "v".repeat(60_000) + "'}, l:{L:[{S:'x'}, {N:'1'}, {M:{k:{SS:['a', 'b']}}}]}}}");
        }
        d.scanAll("{TableName:'qs-mbnames', ProjectionExpression:'id'}");
        d.assertAgree();
    }

    @Test
    void scans() {
        var d = Differential.againstDynalite("scan");
        d.createTable(Tables.pkSk("qs-scan", "S"));
        for (int p = 0; p < 12; p++) {
            for (int s = 0; s < 3; s++) {
                d.send("PutItem", "{TableName:'qs-scan', Item:{PK:{S:'p" + p + "'}, SK:{S:'s" + s + "'}, v:{N:'" + (p * 3 + s) + "'}"
                        + (s == 1 ? ", flag:{BOOL:true}" : "") + "}}");
            }
        }
        d.send("Scan", "{TableName:'qs-scan', ReturnConsumedCapacity:'TOTAL'}");
        d.send("Scan", "{TableName:'qs-scan', FilterExpression:'v BETWEEN :a AND :b OR attribute_exists(flag)',"
                + " ExpressionAttributeValues:{':a':{N:'3'}, ':b':{N:'6'}}, ProjectionExpression:'PK, SK, v'}");
        d.send("Scan", "{TableName:'qs-scan', Select:'COUNT', FilterExpression:'flag = :t', ExpressionAttributeValues:{':t':{BOOL:true}}}");
        d.scanAll("{TableName:'qs-scan', Limit:5}");
        d.scanAll("{TableName:'qs-scan', Limit:4, FilterExpression:'attribute_exists(flag)'}");
        d.scanAll("{TableName:'qs-scan', Limit:36}");
        d.scanAll("{TableName:'qs-scan', TotalSegments:3, Limit:4}");
        d.scanAll("{TableName:'qs-scan', TotalSegments:1}");
        d.assertAgree();
    }
}
