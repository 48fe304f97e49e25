package dev.ddbcourse.engine.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Requests DynamoDB rejects, one test each, compared with dynalite down to the message text:
 * malformed expressions, unused or missing names and values, reserved words, type mismatches,
 * wrong keys, sizes and limits, bad numbers, bad table definitions. Each case is one request in
 * DynamoDB's own JSON against fixed tables; a case that unexpectedly succeeds is compared too.
 *
 * <p>Not compared, because dynalite 4.0.0 accepts what DynamoDB rejects: Segment without
 * TotalSegments, TotalSegments over 1,000,000, ReturnValues other than NONE/ALL_OLD on
 * DeleteItem, a WriteRequest with both Put and Delete, IN with more than 100 operands, Select
 * values that contradict the projection (SPECIFIC_ATTRIBUTES without one, COUNT or
 * ALL_ATTRIBUTES with one, ALL_PROJECTED_ATTRIBUTES without an index), ConditionalOperator next
 * to ConditionExpression, expressions over 4 KB, document paths over 32 levels ({@code LimitsTest}), an INCLUDE projection without NonKeyAttributes
 * ({@code CreateTableTest} shows DynamoDB's message), an ordering (&lt;, BETWEEN) of a BOOL, NULL, set,
 * list or map value (dynalite evaluates it as false; {@code UpdateItemTest} shows DynamoDB's refusal). Nor the legacy parameters (Expected,
 * AttributeUpdates, KeyConditions, QueryFilter, ScanFilter) on their own: the engine implements
 * the expression parameters only (mixing both kinds is still compared).
 *
 * <p>Tables: {@code bad-ps} (PK S, SK N) holding one item, {@code bad-h} (id S) and
 * {@code bad-ix} (PK S, SK S; GSI {@code G} on GPK, keys only; LSI {@code L} on LSK, all).
 */
@Tag("differential")
class InvalidRequestsDifferentialTest {
    private static final String PS = "TableName:'bad-ps'";
    private static final String KEY = "Key:{PK:{S:'a'}, SK:{N:'1'}}";
    private static final String ITEM = "Item:{PK:{S:'a'}, SK:{N:'1'}";

    private static final List<String[]> CASES = new ArrayList<>();

    private static void add(String operation, String json) {
        CASES.add(new String[] {operation, json});
    }

    /** PutItem of one extra attribute on the fixture key. */
    private static void putAttr(String value) {
        add("PutItem", "{" + PS + ", " + ITEM + ", x:" + value + "}}");
    }

    /** PutItem with a condition on the fixture item, with the given extra members. */
    private static void putIf(String condition, String extra) {
        add("PutItem", "{" + PS + ", " + ITEM + "}, ConditionExpression:'" + condition + "'" + extra + "}");
    }

    /** UpdateItem of the fixture item with the given extra members. */
    private static void update(String expression, String extra) {
        add("UpdateItem", "{" + PS + ", " + KEY + ", UpdateExpression:'" + expression + "'" + extra + "}");
    }

    /** Query of the fixture table. */
    private static void query(String members) {
        add("Query", "{" + PS + (members.isEmpty() ? "" : ", " + members) + "}");
    }

    static {
        // ---- table names and missing members
        add("PutItem", "{" + ITEM + "}}");
        add("PutItem", "{TableName:'ab', " + ITEM + "}}");
        add("PutItem", "{TableName:'bad name!', " + ITEM + "}}");
        add("PutItem", "{TableName:'" + "t".repeat(256) + "', " + ITEM + "}}");
        add("PutItem", "{TableName:'bad-missing', " + ITEM + "}}");
        add("PutItem", "{" + PS + "}");
        add("PutItem", "{TableName:'ab'}");
        add("GetItem", "{" + PS + "}");
        add("GetItem", "{TableName:'bad-missing', " + KEY + "}");
        add("DeleteItem", "{" + PS + "}");
        add("UpdateItem", "{" + PS + "}");
        add("DescribeTable", "{TableName:'bad-missing'}");
        add("DescribeTable", "{}");
        add("DeleteTable", "{TableName:'bad-missing'}");
        add("UpdateTable", "{TableName:'bad-ps'}");
        add("UpdateTable", "{TableName:'bad-missing', BillingMode:'PAY_PER_REQUEST'}");
        add("ListTables", "{Limit:0}");
        add("ListTables", "{Limit:101}");
        add("ListTables", "{ExclusiveStartTableName:'ab'}");
        add("ListTables", "{ExclusiveStartTableName:'" + "t".repeat(256) + "', Limit:101}");
        add("ListTables", "{ExclusiveStartTableName:'a;b'}");
        add("DescribeTable", "{TableName:'a;'}");
        add("DescribeTable", "{TableName:'" + "t".repeat(256) + "'}");
        add("DeleteTable", "{}");
        add("DeleteTable", "{TableName:'a;b'}");
        add("UpdateTable", "{}");
        add("UpdateTable", "{TableName:'bad-ps', GlobalSecondaryIndexUpdates:[]}");
        add("UpdateTable", "{TableName:'bad-ps', GlobalSecondaryIndexUpdates:[{}]}");
        add("UpdateTable", "{TableName:'bad-ps', ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}}");
        add("UpdateTable", "{TableName:'bad-ps', BillingMode:'FREE'}");

        // ---- keys
        add("PutItem", "{" + PS + ", Item:{PK:{S:'a'}}}");
        add("PutItem", "{" + PS + ", Item:{SK:{N:'1'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{N:'1'}, SK:{N:'1'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{S:'a'}, SK:{S:'1'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{S:''}, SK:{N:'1'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{B:''}, SK:{N:'1'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{SS:['a']}, SK:{N:'1'}}}");
        add("PutItem", "{TableName:'bad-ix', Item:{PK:{S:'" + "k".repeat(2049) + "'}, SK:{S:'s'}}}");
        add("PutItem", "{TableName:'bad-ix', Item:{PK:{S:'" + "k".repeat(2048) + "'}, SK:{S:'" + "s".repeat(1025) + "'}}}");
        // ---- a projection, filter or update may not reach into a key attribute of the table or an index
        String ixKey = "Key:{PK:{S:'p'}, SK:{S:'s'}}";
        add("GetItem", "{TableName:'bad-ix', " + ixKey + ", ProjectionExpression:'PK.x'}");
        add("GetItem", "{TableName:'bad-ix', " + ixKey + ", ProjectionExpression:'a, SK[0], GPK.y'}");
        add("GetItem", "{TableName:'bad-ix', " + ixKey + ", ProjectionExpression:'GPK.y, LSK[1]'}");
        add("GetItem", "{TableName:'bad-ix', " + ixKey + ", ProjectionExpression:'LSK.z'}");
        add("BatchGetItem", "{RequestItems:{'bad-ix':{Keys:[{PK:{S:'p'}, SK:{S:'s'}}], ProjectionExpression:'SK.a'}}}");
        for (String members : List.of("ProjectionExpression:'GPK[2]'", "FilterExpression:'LSK.a = :p'", "FilterExpression:'SK.a = :p'")) {
            add("Query", "{TableName:'bad-ix', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'p'}}, " + members + "}");
        }
        add("Scan", "{TableName:'bad-ix', FilterExpression:'attribute_exists(PK.a)'}");
        add("Scan", "{TableName:'bad-ix', ProjectionExpression:'x.y, GPK.z'}");
        add("UpdateItem", "{TableName:'bad-ix', " + ixKey + ", UpdateExpression:'SET GPK.a = :v', ExpressionAttributeValues:{':v':{S:'v'}}}");
        add("UpdateItem", "{TableName:'bad-ix', " + ixKey + ", UpdateExpression:'REMOVE LSK[0]'}");
        add("PutItem", "{TableName:'bad-ix', Item:{PK:{S:'p'}, SK:{S:'s'}, GPK:{N:'1'}}}");
        add("PutItem", "{TableName:'bad-ix', Item:{PK:{S:'p'}, SK:{S:'s'}, GPK:{S:''}}}");
        add("PutItem", "{TableName:'bad-ix', Item:{PK:{S:'p'}, SK:{S:'s'}, LSK:{B:'AQ=='}}}");
        add("GetItem", "{" + PS + ", Key:{}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:'a'}}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:'a'}, SK:{N:'1'}, extra:{S:'x'}}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:'a'}, SK:{S:'1'}}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:'a'}, other:{N:'1'}}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:''}, SK:{N:'1'}}}");
        add("GetItem", "{" + PS + ", Key:{PK:{S:'a'}, SK:{N:'one'}}}");
        add("DeleteItem", "{" + PS + ", Key:{PK:{S:'a'}}}");
        add("DeleteItem", "{TableName:'bad-h', Key:{id:{N:'1'}}}");
        add("UpdateItem", "{" + PS + ", Key:{PK:{S:'a'}, SK:{N:'1'}, x:{S:'y'}}, UpdateExpression:'SET y = :v', ExpressionAttributeValues:{':v':{S:'v'}}}");

        // ---- attribute values and numbers
        putAttr("{}");
        putAttr("{S:'a', N:'1'}");
        putAttr("{SS:[]}");
        putAttr("{NS:[]}");
        putAttr("{BS:[]}");
        putAttr("{SS:['a', 'a']}");
        putAttr("{NS:['1', '1.0']}");
        putAttr("{BS:['AQ==', 'AQ==']}");
        putAttr("{NS:['1', 'x']}");
        putAttr("{NULL:false}");
        putAttr("{L:[{N:'x'}]}");
        putAttr("{M:{a:{S:'a', BOOL:true}}}");
        putAttr("{M:{'':{S:'a'}}}");
        for (String n : new String[] {"abc", "", " 1", "1 ", "+1", "1.", ".5", "-.5", "1e", "1e+", "--1", "0x10", "Infinity", "NaN", "1,5",
                "1e126", "9.99999999999999999999999999999999999999e125", "1e-131", "1e-130", "-1e126", "0e999", "0.0000", "-0e-500",
                "123456789012345678901234567890123456789", "12345678901234567890123456789012345678", "1234567890123456789012345678901234567800000",
                "0.00000000000000000000000000000000000000000001", "1.00000000000000000000000000000000000001", "10000000000000000000000000000000000000.1"}) {
            putAttr("{N:'" + n + "'}");
        }
        add("PutItem", "{" + PS + ", Item:{PK:{S:'a'}, SK:{N:'1e126'}}}");
        add("PutItem", "{" + PS + ", Item:{PK:{S:'a'}, SK:{N:'x'}}}");

        // ---- item size (DynamoDB counts name and value bytes; 400 KB = 409,600)
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'big'}, pad:{S:'" + "x".repeat(409_600) + "'}}}");
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'big'}, pad:{S:'" + "x".repeat(409_590) + "'}}}");
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'big'}, pad:{S:'" + "x".repeat(409_591) + "'}}}");
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'big'}, pad:{S:'" + "x".repeat(409_592) + "'}}}");
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'big'}, pad:{S:'" + "x".repeat(409_593) + "'}}}");
        add("UpdateItem", "{TableName:'bad-h', Key:{id:{S:'grow'}}, UpdateExpression:'SET a = :v, b = :v',"
                + " ExpressionAttributeValues:{':v':{S:'" + "y".repeat(210_000) + "'}}}");

        // ---- ReturnValues and other enums
        add("PutItem", "{" + PS + ", " + ITEM + "}, ReturnValues:'ALL_NEW'}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ReturnValues:'UPDATED_OLD'}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ReturnValues:'BOGUS'}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ReturnConsumedCapacity:'BOGUS'}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ReturnItemCollectionMetrics:'BOGUS'}");
        add("UpdateItem", "{" + PS + ", " + KEY + ", ReturnValues:'EVERYTHING'}");
        add("GetItem", "{" + PS + ", " + KEY + ", ReturnConsumedCapacity:'ALL'}");

        // ---- condition expressions
        putIf("", "");
        putIf(" ", "");
        putIf("attribute_exists(", "");
        putIf("a = ", "");
        putIf("a =", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a == :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a = :v AND", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("(a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a = :v)", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a = :v", "");
        putIf("a = :v", ", ExpressionAttributeValues:{':w':{S:'v'}}");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}, ':w':{S:'w'}}");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, ExpressionAttributeNames:{'#a':'a'}");
        putIf("#a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("#a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, ExpressionAttributeNames:{'#b':'a'}");
        putIf("a = :v", ", ExpressionAttributeValues:{}");
        putIf("attribute_exists(a)", ", ExpressionAttributeNames:{}");
        putIf("a = :v", ", ExpressionAttributeValues:{'v':{S:'v'}}");
        putIf("#a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, ExpressionAttributeNames:{'a':'a'}");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{}}");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{N:'x'}}");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{SS:[]}}");
        putIf("status = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a.name = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("attribute_exists(timestamp)", "");
        putIf("size = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("foo(a)", "");
        putIf("attribute_exists(a, b)", "");
        putIf("attribute_exists(:v)", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("begins_with(a)", "");
        putIf("begins_with(a, :v, :v)", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("begins_with(a, :v)", ", ExpressionAttributeValues:{':v':{N:'1'}}");
        putIf("contains(a)", "");
        putIf("attribute_type(a, :t)", ", ExpressionAttributeValues:{':t':{S:'X'}}");
        putIf("attribute_type(a, :t)", ", ExpressionAttributeValues:{':t':{N:'1'}}");
        putIf("size(a)", "");
        putIf("size(a, b) = :v", ", ExpressionAttributeValues:{':v':{N:'1'}}");
        putIf("size(:v) = :v", ", ExpressionAttributeValues:{':v':{N:'1'}}");
        putIf("a", "");
        putIf(":v", ", ExpressionAttributeValues:{':v':{BOOL:true}}");
        putIf("a IN ()", "");
        putIf("a IN :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a BETWEEN :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{N:'9'}, ':lo':{N:'1'}}");
        putIf("a BETWEEN :lo AND :hi", ", ExpressionAttributeValues:{':hi':{S:'9'}, ':lo':{N:'1'}}");
        // Mixed scalar types and reversed bounds: BETWEEN refuses them, IN takes any mix. (A set, list or BOOL bound is
        // refused as an operand type, which dynalite 4.0.0 does not check: not compared here.)
        putIf("a BETWEEN :s AND :n", ", ExpressionAttributeValues:{':s':{S:'a'}, ':n':{N:'1'}}");
        putIf("a BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{S:'b'}, ':lo':{S:'a'}}");
        putIf("a BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{B:'Yg=='}, ':lo':{B:'YQ=='}}");
        putIf("a BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{N:'-1'}, ':lo':{N:'-2.5'}}");
        putIf("a BETWEEN :lo AND :lo", ", ExpressionAttributeValues:{':lo':{N:'1'}}");
        putIf("a BETWEEN :lo AND :hi AND b BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':lo':{N:'1'}, ':hi':{N:'2'}}");
        putIf("NOT a BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{N:'9'}, ':lo':{N:'1'}}");
        putIf("a IN (:s, :n)", ", ExpressionAttributeValues:{':s':{S:'a'}, ':n':{N:'1'}}");
        putIf("a IN (:s, :n, :b, :l)", ", ExpressionAttributeValues:{':s':{S:'a'}, ':n':{N:'1'}, ':b':{BOOL:true}, ':l':{L:[{S:'a'}]}}");
        putIf("a IN (:s, :s)", ", ExpressionAttributeValues:{':s':{SS:['a']}}");
        putIf("size(a) BETWEEN :hi AND :lo", ", ExpressionAttributeValues:{':hi':{N:'9'}, ':lo':{N:'1'}}");
        putIf("a BETWEEN b AND :lo", ", ExpressionAttributeValues:{':lo':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK BETWEEN :s AND :n', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{S:'a'}, ':n':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK BETWEEN :lo AND :hi', ExpressionAttributeValues:{':p':{S:'a'}, ':lo':{S:'a'}, ':hi':{S:'b'}}");
        query("KeyConditionExpression:'PK = :p', FilterExpression:'a BETWEEN :n AND :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{S:'a'}, ':n':{N:'1'}}");
        add("Scan", "{" + PS + ", FilterExpression:'a BETWEEN :hi AND :lo', ExpressionAttributeValues:{':hi':{S:'z'}, ':lo':{S:'a'}}}");
        add("Scan", "{" + PS + ", ScanFilter:{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'a'}, {N:'1'}]}}}");
        add("Scan", "{" + PS + ", ScanFilter:{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{N:'5'}, {N:'1'}]}}}");
        add("Scan", "{" + PS + ", ScanFilter:{a:{ComparisonOperator:'IN', AttributeValueList:[{S:'a'}, {N:'1'}]}}}");
        add("Scan", "{" + PS + ", ScanFilter:{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{SS:['a']}, {SS:['b']}]}}}");
        putIf("a <> :v", ", ExpressionAttributeValues:{':v':{SS:['a']}}");
        putIf(":v = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf(":v < :w", ", ExpressionAttributeValues:{':v':{S:'v'}, ':w':{N:'1'}}");
        putIf("a[x] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a[-1] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        // Huge list indexes and deep document paths.
        putIf("a[2147483647] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a[2147483648] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a[99999999999999999999] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a[007] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("attribute_exists(a" + ".b".repeat(31) + ")", "");
        putIf("attribute_exists(a" + "[0]".repeat(31) + ")", ""); // 32 levels, the most a path may have
        update("SET a[4294967296] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a[99999999999999999999] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE a[2147483648]", "");
        add("GetItem", "{" + PS + ", " + KEY + ", ProjectionExpression:'a[2147483648]'}");
        add("GetItem", "{" + PS + ", " + KEY + ", ProjectionExpression:'a[99999999999999999999], b'}");
        putIf("a.[0] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("a..b = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("NOT", "");
        putIf("a = :v AND OR b = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("1 = 1", "");
        putIf("a = \"v\"", "");
        putIf("a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, Expected:{a:{Exists:false}}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ExpressionAttributeValues:{':v':{S:'v'}}}");
        add("PutItem", "{" + PS + ", " + ITEM + "}, ExpressionAttributeNames:{'#a':'a'}}");
        // dynalite's parser is exponential in nesting depth: keep it shallow.
        putIf("a = :v AND " + "(".repeat(4) + "b = :v" + ")".repeat(4), ", ExpressionAttributeValues:{':v':{S:'v'}}");
        putIf("attribute_exists(" + "n".repeat(256) + ")", "");
        putIf("attribute_exists(#n)", ", ExpressionAttributeNames:{'#n':''}");

        // ---- update expressions
        update("", "");
        update("SET", "");
        update("SET a", "");
        update("SET a =", "");
        update("SET a = :v SET b = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE a REMOVE b", "");
        update("SET a = :v, a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a = :v REMOVE a", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a.b = :v, a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a[0] = :v, a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a[0] = :v, a[0].b = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("ADD a :n, a :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET PK = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE SK", "");
        update("ADD SK :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET #k = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, ExpressionAttributeNames:{'#k':'PK'}");
        update("SET name = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a = :v", "");
        update("SET a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}, ':w':{S:'w'}}");
        update("SET a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, ExpressionAttributeNames:{'#n':'n'}");
        update("SET a = foo(b)", "");
        update("SET a = size(b)", "");
        update("SET a = if_not_exists(:v, :v)", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET a = if_not_exists(b)", "");
        update("SET a = list_append(:v)", ", ExpressionAttributeValues:{':v':{L:[]}}");
        update("SET a = :s + :n", ", ExpressionAttributeValues:{':s':{S:'s'}, ':n':{N:'1'}}");
        update("SET a = :l + :n", ", ExpressionAttributeValues:{':l':{L:[]}, ':n':{N:'1'}}");
        update("SET a = list_append(:s, :l)", ", ExpressionAttributeValues:{':s':{S:'s'}, ':l':{L:[]}}");
        update("SET a = :n + :n + :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET a = (:n)", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET a = b = c", "");
        update("ADD a :s", ", ExpressionAttributeValues:{':s':{S:'s'}}");
        update("ADD a :l", ", ExpressionAttributeValues:{':l':{L:[{S:'s'}]}}");
        update("ADD a.b :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("ADD a[0] :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("ADD a", "");
        update("ADD a = :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("DELETE a :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("DELETE a.b :s", ", ExpressionAttributeValues:{':s':{SS:['x']}}");
        update("REMOVE a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE a, ", "");
        update("SET a = :v, ", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("UPSERT a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("set a = :v remove b", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET s = s + :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("ADD s :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("ADD ss :n", ", ExpressionAttributeValues:{':n':{NS:['1']}}");
        update("DELETE ss :n", ", ExpressionAttributeValues:{':n':{NS:['1']}}");
        update("DELETE n :s", ", ExpressionAttributeValues:{':s':{SS:['1']}}");
        update("SET l = list_append(l, :s)", ", ExpressionAttributeValues:{':s':{S:'1'}}");
        update("SET s[0] = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET m.x.y = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET l[0].x = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("SET n.x = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}");
        update("REMOVE s[0]", "");
        update("REMOVE m.x.y", "");
        update("SET a = nope + :n", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET a = :n - m", ", ExpressionAttributeValues:{':n':{N:'1'}}");
        update("SET a = :v", ", ExpressionAttributeValues:{':v':{S:'v'}}, AttributeUpdates:{b:{Action:'DELETE'}}");
        add("UpdateItem", "{" + PS + ", " + KEY + ", ExpressionAttributeValues:{':v':{S:'v'}}}");
        add("UpdateItem", "{" + PS + ", " + KEY + ", ConditionExpression:'a = :v', ExpressionAttributeValues:{':v':{S:'v'}},"
                + " UpdateExpression:'SET b = :w'}");

        // ---- projections
        for (String projection : new String[] {"", "a,", ",a", "a, a", "a, a.b", "a.b, a", "a[0], a", "a[0], a[0]", "a.b, a.b.c", "status",
                "#n", "a[]", "a[1.5]", "a[999999999999]", ":v", "a b", "size(a)"}) {
            add("GetItem", "{" + PS + ", " + KEY + ", ProjectionExpression:'" + projection + "'}");
        }
        add("GetItem", "{" + PS + ", " + KEY + ", ProjectionExpression:'a', ExpressionAttributeNames:{'#n':'n'}}");
        add("GetItem", "{" + PS + ", " + KEY + ", ProjectionExpression:'a', AttributesToGet:['a']}");
        add("GetItem", "{" + PS + ", " + KEY + ", AttributesToGet:[]}");
        add("GetItem", "{" + PS + ", " + KEY + ", AttributesToGet:['a', 'a']}");
        add("GetItem", "{" + PS + ", " + KEY + ", ExpressionAttributeNames:{'#n':'n'}}");

        // ---- Query
        query("");
        query("ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p OR SK = :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK <> :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK < :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'begins_with(PK, :p)', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'SK = :s', ExpressionAttributeValues:{':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK = :s AND SK = :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'other = :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p AND other = :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p AND begins_with(SK, :s)', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK BETWEEN :hi AND :lo', ExpressionAttributeValues:{':p':{S:'a'}, ':hi':{N:'9'}, ':lo':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND contains(SK, :s)', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND attribute_exists(SK)', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p AND NOT SK = :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK IN (:s)', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK <> :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{N:'1'}}");
        query("KeyConditionExpression:'PK = :p AND SK > :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{S:'1'}}");
        query("KeyConditionExpression:'PK = PK', ExpressionAttributeValues:{}");
        query("KeyConditionExpression:':p = PK', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p AND size(SK) > :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}");
        query("KeyConditionExpression:'PK.x = :p', ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}, ':q':{S:'b'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, FilterExpression:'SK > :p'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'1'}}, FilterExpression:'SK > :s'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, FilterExpression:'PK = :p'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, FilterExpression:''");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, Limit:0");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, Limit:-1");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, Select:'BOGUS'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, IndexName:'nope'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, IndexName:'ab'");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, ExclusiveStartKey:{PK:{S:'a'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, ExclusiveStartKey:{PK:{S:'b'}, SK:{N:'1'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, ExclusiveStartKey:{PK:{S:'a'}, SK:{S:'1'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, ExclusiveStartKey:{PK:{S:'a'}, SK:{N:'1'}, x:{S:'x'}}");
        query("KeyConditionExpression:'PK = :p AND SK > :s', ExpressionAttributeValues:{':p':{S:'a'}, ':s':{N:'5'}}, ExclusiveStartKey:{PK:{S:'a'}, SK:{N:'1'}}");
        query("KeyConditionExpression:'PK = :p', KeyConditions:{PK:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}},"
                + " ExpressionAttributeValues:{':p':{S:'a'}}");
        query("KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, QueryFilter:{a:{ComparisonOperator:'NULL'}}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}}, ConsistentRead:true}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}}, Select:'ALL_ATTRIBUTES'}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}}, ProjectionExpression:'other'}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'PK = :g', ExpressionAttributeValues:{':g':{S:'g'}}}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}}, FilterExpression:'GPK = :g'}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}}, FilterExpression:'PK = :g'}");
        add("Query", "{TableName:'bad-ix', IndexName:'G', KeyConditionExpression:'GPK = :g', ExpressionAttributeValues:{':g':{S:'g'}},"
                + " ExclusiveStartKey:{PK:{S:'a'}, SK:{S:'b'}}}");
        add("Query", "{TableName:'bad-ix', IndexName:'L', KeyConditionExpression:'PK = :p AND SK = :p', ExpressionAttributeValues:{':p':{S:'a'}}}");
        add("Query", "{TableName:'bad-ix', IndexName:'L', KeyConditionExpression:'PK = :p', ExpressionAttributeValues:{':p':{S:'a'}}, FilterExpression:'LSK = :p'}");

        // ---- Scan
        add("Scan", "{" + PS + ", TotalSegments:2}");
        add("Scan", "{" + PS + ", Segment:2, TotalSegments:2}");
        add("Scan", "{" + PS + ", Segment:-1, TotalSegments:2}");
        add("Scan", "{" + PS + ", Segment:0, TotalSegments:0}");
        add("Scan", "{" + PS + ", Limit:0}");
        add("Scan", "{" + PS + ", FilterExpression:'a = :v', ExpressionAttributeValues:{':v':{S:'v'}, ':w':{S:'w'}}}");
        add("Scan", "{" + PS + ", FilterExpression:'a = '}");
        add("Scan", "{" + PS + ", FilterExpression:'PK = :v', ExpressionAttributeValues:{':v':{S:'v'}}}");
        add("Scan", "{" + PS + ", ExclusiveStartKey:{PK:{S:'a'}}}");
        add("Scan", "{" + PS + ", ExclusiveStartKey:{PK:{N:'1'}, SK:{N:'1'}}}");
        add("Scan", "{" + PS + ", IndexName:'nope'}");
        add("Scan", "{TableName:'bad-ix', IndexName:'G', ConsistentRead:true}");
        add("Scan", "{TableName:'bad-ix', IndexName:'G', Select:'ALL_ATTRIBUTES'}");
        add("Scan", "{" + PS + ", FilterExpression:'a = :v', ScanFilter:{a:{ComparisonOperator:'NULL'}}, ExpressionAttributeValues:{':v':{S:'v'}}}");

        // ---- batches
        add("BatchGetItem", "{RequestItems:{}}");
        // ---- DescribeTimeToLive and the tagging operations (dynalite's describeTimeToLive.js, tagResource.js, ...). Not
        // sent: a non-ARN (AccessDeniedException names the caller, dynalite's user is its own) and a tag missing its Key
        // or Value (dynalite 4.0.0 crashes on it), a key over 128 or value over 256 characters (dynalite takes them;
        // the API reference's Tag constraints refuse them, TableLifecycleTest checks it).
        add("DescribeTimeToLive", "{}");
        add("DescribeTimeToLive", "{TableName:''}");
        add("DescribeTimeToLive", "{TableName:'a;'}");
        add("DescribeTimeToLive", "{TableName:'abc;'}");
        add("DescribeTimeToLive", "{TableName:'" + "t".repeat(256) + "'}");
        add("DescribeTimeToLive", "{TableName:'bad-missing'}");
        add("DescribeTimeToLive", "{" + PS + "}");
        add("ListTagsOfResource", "{}");
        add("ListTagsOfResource", "{ResourceArn:'arn:aws:dynamodb:us-east-1:000000000000:tables/bad-ps'}");
        add("ListTagsOfResource", "{ResourceArn:'arn:aws:dynamodb:us-east-1:000000000000:table/bad-missing'}");
        add("ListTagsOfResource", "{ResourceArn:'{{arn:bad-ps}}', NextToken:'x'}");
        add("TagResource", "{}");
        add("TagResource", "{ResourceArn:'{{arn:bad-ps}}'}");
        add("TagResource", "{ResourceArn:'arn:aws:dynamodb:us-east-1:000000000000:table/bad-missing', Tags:[{Key:'a', Value:'b'}]}");
        add("UntagResource", "{}");
        add("UntagResource", "{ResourceArn:'{{arn:bad-ps}}'}");
        add("UntagResource", "{ResourceArn:'{{arn:bad-ps}}', TagKeys:[]}");
        add("UntagResource", "{ResourceArn:'{{arn:bad-ps}}', TagKeys:['', '" + "k".repeat(129) + "']}");
        add("UntagResource", "{ResourceArn:'arn:aws:dynamodb:us-east-1:000000000000:table/bad-missing', TagKeys:['a']}");
        add("BatchGetItem", "{RequestItems:{'bad-ps':{Keys:[]}}}");
        add("BatchGetItem", "{RequestItems:{'bad-ps':{Keys:[" + KEY.substring(4) + ", " + KEY.substring(4) + "]}}}");
        add("BatchGetItem", "{RequestItems:{'bad-ps':{Keys:[{PK:{S:'a'}}]}}}");
        add("BatchGetItem", "{RequestItems:{'bad-missing':{Keys:[{PK:{S:'a'}}]}}}");
        add("BatchGetItem", "{RequestItems:{'ab':{Keys:[{PK:{S:'a'}}]}}}");
        add("BatchGetItem", "{RequestItems:{'bad-ps':{Keys:[" + KEY.substring(4) + "], ProjectionExpression:'a,'}}}");
        add("BatchGetItem", "{RequestItems:{'bad-ps':{Keys:[" + KEY.substring(4) + "], ProjectionExpression:'a', AttributesToGet:['a']}}}");
        add("BatchGetItem", "{RequestItems:{'bad-h':{Keys:[" + keys(101) + "]}}}");
        String ixKeys = keys(40).replace("id:", "PK:").replace("}}", "}, SK:{S:'s'}}");
        add("BatchGetItem", "{RequestItems:{'bad-h':{Keys:[" + keys(60) + "]}, 'bad-ps':{Keys:[" + KEY.substring(4) + "]},"
                + " 'bad-ix':{Keys:[" + ixKeys + "]}}}");
        add("BatchWriteItem", "{RequestItems:{}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'a'}}}}, {DeleteRequest:{Key:{id:{S:'a'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'a'}}}}, {PutRequest:{Item:{id:{S:'a'}, v:{S:'2'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{nope:{S:'a'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{DeleteRequest:{Key:{id:{S:'a'}, x:{S:'b'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'a'}, n:{N:'x'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'a'}, pad:{S:'" + "x".repeat(410_000) + "'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-missing':[{PutRequest:{Item:{id:{S:'a'}}}}]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[" + puts(26) + "]}}");
        add("BatchWriteItem", "{RequestItems:{'bad-h':[" + puts(20) + "], 'bad-missing':[" + puts(6) + "]}}");

        // ---- table definitions (each case its own name, in case one side accepts it)
        String defs = "AttributeDefinitions:[{AttributeName:'h', AttributeType:'S'}, {AttributeName:'r', AttributeType:'N'}]";
        String hash = "KeySchema:[{AttributeName:'h', KeyType:'HASH'}]";
        String hashRange = "KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'r', KeyType:'RANGE'}]";
        String onDemand = "BillingMode:'PAY_PER_REQUEST'";
        String[] tables = {
                hashRange + ", " + onDemand,
                defs + ", " + onDemand,
                defs + ", KeySchema:[], " + onDemand,
                defs + ", KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'r', KeyType:'HASH'}], " + onDemand,
                defs + ", KeySchema:[{AttributeName:'r', KeyType:'RANGE'}], " + onDemand,
                defs + ", KeySchema:[{AttributeName:'r', KeyType:'RANGE'}, {AttributeName:'h', KeyType:'HASH'}], " + onDemand,
                defs + ", KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'x', KeyType:'RANGE'}], " + onDemand,
                defs + ", KeySchema:[{AttributeName:'h', KeyType:'BOGUS'}], " + onDemand,
                defs + ", " + hash + ", " + onDemand,
                "AttributeDefinitions:[{AttributeName:'h', AttributeType:'X'}], " + hash + ", " + onDemand,
                "AttributeDefinitions:[{AttributeName:'h', AttributeType:'BOOL'}], " + hash + ", " + onDemand,
                "AttributeDefinitions:[{AttributeName:'h', AttributeType:'S'}, {AttributeName:'h', AttributeType:'N'}], " + hash + ", " + onDemand,
                defs + ", " + hashRange,
                defs + ", " + hashRange + ", BillingMode:'PROVISIONED'",
                defs + ", " + hashRange + ", " + onDemand + ", ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}",
                defs + ", " + hashRange + ", ProvisionedThroughput:{ReadCapacityUnits:0, WriteCapacityUnits:1}",
                defs + ", " + hashRange + ", BillingMode:'FREE'",
                defs + ", " + hash + ", " + onDemand + ", LocalSecondaryIndexes:[{IndexName:'l1', KeySchema:[{AttributeName:'h', KeyType:'HASH'},"
                        + " {AttributeName:'r', KeyType:'RANGE'}], Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", LocalSecondaryIndexes:[{IndexName:'l1', KeySchema:[{AttributeName:'r', KeyType:'HASH'},"
                        + " {AttributeName:'h', KeyType:'RANGE'}], Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", LocalSecondaryIndexes:[{IndexName:'l1', KeySchema:[{AttributeName:'h', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'r', KeyType:'HASH'}]}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'r', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'KEYS_ONLY', NonKeyAttributes:['a']}}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'zz', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'r', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'ALL'}}, {IndexName:'g1', KeySchema:[{AttributeName:'h', KeyType:'HASH'}], Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'x', KeySchema:[{AttributeName:'r', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'r', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'ALL'}, ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}}]",
                defs + ", " + hashRange + ", ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}, GlobalSecondaryIndexes:[{IndexName:'g1',"
                        + " KeySchema:[{AttributeName:'r', KeyType:'HASH'}], Projection:{ProjectionType:'ALL'}}]",
                defs + ", " + hashRange + ", " + onDemand + ", LocalSecondaryIndexes:[" + lsis(6) + "]",
                defs + ", " + hashRange + ", " + onDemand + ", GlobalSecondaryIndexes:[{IndexName:'g1', KeySchema:[{AttributeName:'r', KeyType:'HASH'}],"
                        + " Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['a', 'a']}}]",
        };
        for (int i = 0; i < tables.length; i++) {
            add("CreateTable", "{TableName:'bad-create-" + i + "', " + tables[i] + "}");
        }
        add("CreateTable", "{TableName:'bad name', " + defs + ", " + hashRange + ", " + onDemand + "}");
        add("CreateTable", "{" + defs + ", " + hashRange + ", " + onDemand + "}");
    }

    private static String keys(int n) {
        StringJoiner keys = new StringJoiner(", ");
        for (int i = 0; i < n; i++) keys.add("{id:{S:'k" + i + "'}}");
        return keys.toString();
    }

    private static String puts(int n) {
        StringJoiner puts = new StringJoiner(", ");
        for (int i = 0; i < n; i++) puts.add("{PutRequest:{Item:{id:{S:'w" + i + "'}}}}");
        return puts.toString();
    }

    private static String lsis(int n) {
        StringJoiner lsis = new StringJoiner(", ");
        for (int i = 0; i < n; i++) {
            lsis.add("{IndexName:'l" + i + "', KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'r', KeyType:'RANGE'}],"
                    + " Projection:{ProjectionType:'KEYS_ONLY'}}");
        }
        return lsis.toString();
    }

    @BeforeAll
    static void fixture() {
        var d = Differential.againstDynalite("invalid requests: fixture");
        d.createTable(Tables.pkSk("bad-ps", "N"));
        d.createTable(Tables.hashOnly("bad-h", "id", "S"));
        d.createTable("""
                {TableName:'bad-ix', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'PK', AttributeType:'S'}, {AttributeName:'SK', AttributeType:'S'},
                                       {AttributeName:'GPK', AttributeType:'S'}, {AttributeName:'LSK', AttributeType:'S'}],
                 KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'SK', KeyType:'RANGE'}],
                 GlobalSecondaryIndexes:[{IndexName:'G', KeySchema:[{AttributeName:'GPK', KeyType:'HASH'}], Projection:{ProjectionType:'KEYS_ONLY'}}],
                 LocalSecondaryIndexes:[{IndexName:'L', KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'LSK', KeyType:'RANGE'}],
                                         Projection:{ProjectionType:'ALL'}}]}""");
        d.send("PutItem", "{" + PS + ", " + ITEM + ", s:{S:'str'}, n:{N:'5'}, ss:{SS:['x']}, l:{L:[{S:'e'}]}, m:{M:{k:{S:'v'}}}}}");
        // Most cases fail validation before any data is read: a broken fixture must not hide them.
        d.reportWithoutFailing();
    }

    @TestFactory
    Stream<DynamicTest> eachInvalidRequest() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < CASES.size(); i++) {
            String operation = CASES.get(i)[0], json = CASES.get(i)[1];
            String name = String.format("%03d %s %s", i, operation, Printing.shorten(json).replaceAll("\\s+", " "));
            if (name.length() > 200) name = name.substring(0, 200) + "...";
            tests.add(DynamicTest.dynamicTest(name, () -> {
                var d = Differential.againstDynalite(operation + " " + Printing.shorten(json));
                d.send(operation, json);
                d.assertAgree();
            }));
        }
        return tests.stream();
    }
}
