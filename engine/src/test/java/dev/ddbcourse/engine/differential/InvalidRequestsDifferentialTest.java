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
 * <p>Tables: {@code bad-ps} (PK S, SK N) holding one item, {@code bad-h} (id S), {@code bad-prov} (id S, 5 and 5
 * capacity units), {@code bad-rng} (the table of dynalite's tests: a, b; LSIs index1 on c, index2 on d; GSIs index3
 * on c, index4 on c and d) and
 * {@code bad-ix} (PK S, SK S; GSI {@code G} on GPK, keys only; LSI {@code L} on LSK, all).
 */
@Tag("differential")
class InvalidRequestsDifferentialTest {
    private static final String PS = "TableName:'bad-ps'";
    private static final String KEY = "Key:{PK:{S:'a'}, SK:{N:'1'}}";
    private static final String ITEM = "Item:{PK:{S:'a'}, SK:{N:'1'}";

    private static final List<String[]> CASES = new ArrayList<>();

    /** AttributeValues with no type, as dynalite's tests put them in keys, items and expression values. */
    private static final List<String> EMPTY_VALUES = List.of("{}", "{M:{a:{}}}", "{L:[{}]}");
    /** AttributeValues of a type with contents DynamoDB refuses. */
    private static final List<String> INVALID_VALUES = List.of("{NULL:'no'}", "{SS:[]}", "{NS:[]}", "{BS:[]}", "{SS:['a', 'a']}",
            "{BS:['Yg==', 'Yg==']}");
    /** Numbers DynamoDB cannot read or store. */
    private static final List<String> BAD_NUMBERS = List.of("{S:'', N:''}", "{S:'a', N:''}", "{S:'a', N:'b'}", "{NS:['1', '']}",
            "{NS:['1', 'b']}", "{NS:['1', '1']}", "{N:'123456789012345678901234567890123456789'}",
            "{N:'-1.23456789012345678901234567890123456789'}", "{N:'1e126'}", "{N:'-1e126'}", "{N:'1e-131'}", "{N:'-1e-131'}");
    /** All of them, and a value of two types. */
    private static final List<String> BAD_VALUES = concat(concat(EMPTY_VALUES, INVALID_VALUES), concat(BAD_NUMBERS, List.of("{S:'a', N:'1'}")));
    /** Every type but S, for a key attribute of type S. */
    private static final List<String> NOT_S = List.of("{B:'abcd'}", "{N:'1'}", "{BOOL:true}", "{NULL:true}", "{SS:['a']}", "{NS:['1']}",
            "{BS:['aaaa']}", "{M:{}}", "{L:[]}");

    /** The legacy Expected conditions of dynalite's tests that DynamoDB refuses before reading the table. */
    private static final List<String> BAD_EXPECTED = List.of("{a:{ComparisonOperator:'LT'}}", "{a:{Exists:true, ComparisonOperator:'LT'}}",
            "{a:{AttributeValueList:[]}}", "{a:{Exists:true, AttributeValueList:[]}}", "{a:{Value:{S:'a'}, AttributeValueList:[]}}",
            "{a:{Value:{S:'a'}, ComparisonOperator:'BETWEEN'}}", "{a:{Value:{S:'a'}, ComparisonOperator:'NULL'}}",
            "{a:{ComparisonOperator:'IN', AttributeValueList:[{S:'b'}, {N:'1'}]}}",
            "{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'b'}, {S:'a'}]}}");

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
        // A table's ARN (KnownDifferences: DynamoDB takes it, dynalite 4.0.0 holds it to the name pattern); an empty name.
        add("PutItem", "{TableName:'', " + ITEM + "}}");
        add("GetItem", "{TableName:'{{arn:bad-ps}}', " + KEY + "}");
        add("GetItem", "{TableName:'arn:aws:dynamodb:eu-west-1:000000000000:table/bad-ps', " + KEY + "}");
        add("DescribeTable", "{TableName:'{{arn:bad-ps}}'}");
        add("BatchGetItem", "{RequestItems:{'{{arn:bad-ps}}':{Keys:[{PK:{S:'a'}, SK:{N:'1'}}]}}}");
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
        add("DescribeTable", "{TableName:''}");
        add("DescribeTable", "{TableName:'abc;'}");
        add("DeleteTable", "{TableName:''}");
        add("DeleteTable", "{TableName:'a;'}");
        add("DeleteTable", "{TableName:'abc;'}");
        add("DeleteTable", "{TableName:'" + "t".repeat(256) + "'}");
        add("ListTables", "{ExclusiveStartTableName:''}");
        add("ListTables", "{ExclusiveStartTableName:'a;', Limit:500}");
        add("ListTables", "{ExclusiveStartTableName:'zzzz', Limit:null}");
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
        // A start key against the key condition (dynalite's query.js: the sort-key predicate first, then the partition).
        String rng = "TableName:'bad-rng', ";
        String bGtA = "KeyConditionExpression:'a = :a and b > :a', ExpressionAttributeValues:{':a':{S:'b'}}";
        add("Query", "{" + rng + "ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}}, " + bGtA + "}");
        add("Query", "{" + rng + "ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}}, KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{S:'b'}]},"
                + " b:{ComparisonOperator:'GT', AttributeValueList:[{S:'a'}]}}}");
        add("Query", "{" + rng + "IndexName:'index1', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}},"
                + " KeyConditionExpression:'a = :a and c > :a', ExpressionAttributeValues:{':a':{S:'b'}}}");
        for (String c : List.of("a", "b")) {
            add("Query", "{" + rng + "IndexName:'index4', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'" + c + "'}, d:{S:'a'}},"
                    + " KeyConditionExpression:'c = :a and d > :a', ExpressionAttributeValues:{':a':{S:'b'}}}");
        }
        add("Query", "{" + rng + "ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}}, KeyConditionExpression:'a = :a and b < :a',"
                + " ExpressionAttributeValues:{':a':{S:'b'}}}");
        add("Query", "{" + rng + "IndexName:'index4', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'c'}, d:{S:'a'}},"
                + " KeyConditions:{c:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}, d:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}}}");
        add("Query", "{" + rng + "IndexName:'index3', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}},"
                + " KeyConditionExpression:'c = :a', ExpressionAttributeValues:{':a':{S:'b'}}}");
        query("KeyConditions:{PK:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}}, QueryFilter:{PK:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}}");
        query("KeyConditions:{PK:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}}, QueryFilter:{SK:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}]}}");
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

        // ---- many violations at once (dynalite's "incorrect attributes" cases; DynamoDB's order of them is not stable)
        for (String op : List.of("PutItem", "DeleteItem", "UpdateItem")) {
            add(op, "{TableName:'abc;', ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi', ReturnValues:'hi'}");
        }
        for (String op : List.of("PutItem", "DeleteItem", "UpdateItem", "Query", "Scan")) add(op, "{TableName:'abc;', ConditionalOperator:'AN'}");
        add("Scan", "{TableName:'abc;', ReturnConsumedCapacity:'hi', AttributesToGet:[], IndexName:'abc;', Segment:-1, TotalSegments:-1, Select:'hi',"
                + " Limit:-1, ScanFilter:{a:{}, b:{ComparisonOperator:''}}, ConditionalOperator:'AN', ExpressionAttributeNames:{},"
                + " ExpressionAttributeValues:{}, ProjectionExpression:''}");
        add("Query", "{TableName:'abc;', ReturnConsumedCapacity:'hi', AttributesToGet:[], IndexName:'abc;', Select:'hi', Limit:-1,"
                + " KeyConditions:{a:{}, b:{ComparisonOperator:''}}, ConditionalOperator:'AN', QueryFilter:{a:{}, b:{ComparisonOperator:''}}}");

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
        // The ARN shapes of dynalite's tag tests: empty, too few parts, not a table ARN, a short table name, no tags.
        String arn = "arn:aws:dynamodb:us-east-1:000000000000:table/";
        for (String op : List.of("TagResource", "UntagResource", "ListTagsOfResource")) {
            String list = op.equals("TagResource") ? ", Tags:[]" : op.equals("UntagResource") ? ", TagKeys:[]" : "";
            add(op, "{ResourceArn:'a:b:c:d:e:f/g'}"); // shorter ones are AccessDenied, whose caller each server names its own way
            add(op, "{ResourceArn:'a:b:c:d:e:f/g'" + list + "}");
            add(op, "{ResourceArn:'" + arn + "ab'" + list + "}");
            add(op, "{ResourceArn:'" + arn + "bad-missing'" + list + "}");
        }
        add("UntagResource", "{ResourceArn:'" + arn + "bad-missing', TagKeys:['a']}");
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
                // (an attribute defined twice: DynamoDB names it, dynalite counts definitions; CreateTableTest.attributeDefinedTwice)
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
        dynaliteCreateTableShapes();
        dynalitePutItemShapes();
        dynaliteGetItemShapes();
        dynaliteDeleteItemShapes();
        dynaliteUpdateItemShapes();
        dynaliteScanShapes();
        dynaliteQueryShapes();
        dynaliteBatchShapes();
        // ---- UpdateTable shapes of dynalite's updateTable tests
        String big = "1000000000001";
        for (String shape : List.of("TableName:''", "TableName:'a;'", "TableName:'" + "a".repeat(256) + "'", "TableName:'abc;'",
                "TableName:'abc', ProvisionedThroughput:{}",
                "TableName:'abc', ProvisionedThroughput:{ReadCapacityUnits:-1, WriteCapacityUnits:-1}",
                "TableName:'abc', ProvisionedThroughput:{ReadCapacityUnits:" + big + ", WriteCapacityUnits:-1}",
                "TableName:'abc', ProvisionedThroughput:{ReadCapacityUnits:" + big + ", WriteCapacityUnits:" + big + "}",
                "TableName:'abc', ProvisionedThroughput:{WriteCapacityUnits:" + big + ", ReadCapacityUnits:" + big + "}",
                "TableName:'abc', ProvisionedThroughput:{ReadCapacityUnits:1000000000000, WriteCapacityUnits:" + big + "}",
                "TableName:'abc', GlobalSecondaryIndexUpdates:[{}, {}, {}, {}, {}, {}]",
                "TableName:'abc', GlobalSecondaryIndexUpdates:[{Delete:{IndexName:'abc'}}, {Delete:{IndexName:'abc'}}]",
                "TableName:'bad-prov', ProvisionedThroughput:{ReadCapacityUnits:5, WriteCapacityUnits:5}")) {
            add("UpdateTable", "{" + shape + "}");
        }
        add("CreateTable", "{" + defs + ", " + hashRange + ", " + onDemand + "}");
    }

    private static String key(String name, String type) {
        return "{AttributeName:'" + name + "', KeyType:'" + type + "'}";
    }

    /** An index named {@code name} on these keys with this projection (and more members, e.g. throughput). */
    private static String index(String name, String keys, String projection, String more) {
        return "{IndexName:'" + name + "', KeySchema:[" + keys + "], Projection:{" + projection + "}" + more + "}";
    }

    /** The CreateTable requests of dynalite's createTable tests (each refused; table 'abc' is never created). */
    private static void dynaliteCreateTableShapes() {
        String pt = "ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}";
        String ab = "AttributeDefinitions:[{AttributeName:'a', AttributeType:'S'}, {AttributeName:'b', AttributeType:'S'}]";
        String ha = key("a", "HASH"), rb = key("b", "RANGE");
        String abKeys = "KeySchema:[" + ha + ", " + rb + "]";
        String gpt = ", " + pt;
        List<String> shapes = new ArrayList<>(List.of(
                "{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', AttributeDefinitions:[]}",
                "{TableName:'abc', AttributeDefinitions:[], ProvisionedThroughput:{}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[], ProvisionedThroughput:{ReadCapacityUnits:-1, WriteCapacityUnits:-1}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + "], ProvisionedThroughput:{ReadCapacityUnits:1000000000001, WriteCapacityUnits:-1}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + "]}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + "], ProvisionedThroughput:{ReadCapacityUnits:1000000000001, WriteCapacityUnits:1000000000001}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + "], ProvisionedThroughput:{WriteCapacityUnits:1000000000001, ReadCapacityUnits:1000000000001}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + "], ProvisionedThroughput:{ReadCapacityUnits:1000000000000, WriteCapacityUnits:1000000000001}}",
                "{TableName:'abc', AttributeDefinitions:[], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{}], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'b', AttributeType:'SS'}], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'b', AttributeType:'a'}], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'b', AttributeType:'S'}], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'b', AttributeType:'S'}], KeySchema:[" + ha + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'b', AttributeType:'S'}], KeySchema:[" + ha + ", " + rb + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'a', AttributeType:'S'}], KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + ha + ", " + ha + "], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + ha + ", " + key("b", "HASH") + "], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + key("a", "RANGE") + ", " + key("b", "HASH") + "], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + key("a", "RANGE") + ", " + rb + "], " + pt + "}",
                "{TableName:'abc', AttributeDefinitions:[{AttributeName:'a', AttributeType:'S'}, {AttributeName:'c', AttributeType:'S'},"
                        + " {AttributeName:'b', AttributeType:'S'}], " + abKeys + ", " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + ha + "], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + ha + "], LocalSecondaryIndexes:[], " + pt + "}",
                "{TableName:'abc', " + ab + ", KeySchema:[" + ha + "], GlobalSecondaryIndexes:[], " + pt + "}"));
        for (String list : List.of("LocalSecondaryIndexes", "GlobalSecondaryIndexes")) {
            boolean global = list.startsWith("Global");
            String more = global ? gpt : "";
            String all = "ProjectionType:'ALL'";
            shapes.add("{TableName:'abc', " + ab + ", KeySchema:[" + ha + "], " + list + ":[" + index("abc", key("c", "RANGE"), "", more) + "], " + pt + "}");
            shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", " + list + ":[" + index("abc", key("c", "RANGE") + ", " + key("d", "RANGE"), "", more)
                    + ", " + index("abc", key("e", "RANGE"), "", more) + "], " + pt + "}");
            // Two HASH attributes are a multi-attribute GSI key now (dynalite 4.0.0 predates them): LSIs only.
            List<String> keyShapes = new ArrayList<>(List.of(key("a", "RANGE"), key("b", "HASH"),
                    key("b", "HASH") + ", " + key("a", "RANGE"), ha + ", " + key("a", "RANGE"), ha + ", " + key("c", "RANGE"), ha + ", " + rb));
            if (!global) keyShapes.addAll(List.of(ha + ", " + ha, ha + ", " + key("b", "HASH")));
            for (String keys : keyShapes) {
                shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", " + list + ":[" + index("abc", keys, "", more) + "], " + pt + "}");
            }
            for (String projection : List.of("NonKeyAttributes:[], ProjectionType:'abc'", "NonKeyAttributes:['a']",
                    "ProjectionType:'ALL', NonKeyAttributes:['a']", "ProjectionType:'KEYS_ONLY', NonKeyAttributes:['a']")) {
                shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", " + list + ":[" + index("abc", ha + ", " + rb, projection, more) + "], " + pt + "}");
            }
            shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", " + list + ":[" + index("abc", ha + ", " + rb, all, more) + ", "
                    + index("abc", ha + ", " + rb, all, more) + "], " + pt + "}");
            StringJoiner six = new StringJoiner(", ");
            for (String name : List.of("abc", "abd", "abe", "abf", "abg", "abh")) six.add(index(name, ha + ", " + rb, all, more));
            shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", " + list + ":[" + six + "], " + pt + "}");
        }
        StringJoiner gsis = new StringJoiner(", ");
        for (int i = 0; i < 21; i++) gsis.add(index("abc" + i, ha + ", " + rb, "ProjectionType:'ALL'", gpt));
        shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", GlobalSecondaryIndexes:[" + gsis + "], " + pt + "}");
        shapes.add("{TableName:'abc', " + ab + ", " + abKeys + ", LocalSecondaryIndexes:[" + index("abc", ha + ", " + rb, "ProjectionType:'ALL'", "")
                + "], GlobalSecondaryIndexes:[" + index("abc", ha + ", " + rb, "ProjectionType:'ALL'", gpt) + "], " + pt + "}");
        for (String shape : shapes) add("CreateTable", shape);
    }

    /** The PutItem requests of dynalite's putItem tests, sizes included (table 'aaa' does not exist). */
    private static void dynalitePutItemShapes() {
        List<String> shapes = new ArrayList<>(List.of("{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', Item:{a:{}}, Expected:{a:{}}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Item:{a:{}}, Expected:{a:{}}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Item:{a:{}}, Expected:{a:{}}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Item:{'a':{S:'a', N:'1'}}}",
                "{TableName:'abc', Item:{}, Expected:{a:{}}}",
                "{TableName:'abc', Item:{}, Expected:{a:{Exists:true}}}",
                "{TableName:'abc', Item:{}, Expected:{a:{Exists:false, Value:{S:'a'}}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{ComparisonOperator:'LT'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{Exists:true, ComparisonOperator:'LT'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[{S:'a'}], Value:{S:'a'}, ComparisonOperator:'LT'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[{S:'a'}]}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{Exists:true, AttributeValueList:[{S:'a'}]}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[], ComparisonOperator:'EQ'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[{S:'a'}], ComparisonOperator:'NULL'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[], ComparisonOperator:'IN'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{AttributeValueList:[{N:'1'}, {N:'10'}, {N:'12'}], ComparisonOperator:'BETWEEN'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{Value:{S:'a'}, ComparisonOperator:'NULL'}}}",
                "{TableName:'aaa', Item:{}, Expected:{a:{Value:{S:'a'}, ComparisonOperator:'BETWEEN'}}}",
                "{TableName:'abc', Item:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Item:{}, ExpressionAttributeNames:{'a':'a'}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Item:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Item:{}, ExpressionAttributeValues:{'a':{S:'a'}}, ConditionExpression:''}",
                "{TableName:'abc', Item:{}, ConditionExpression:''}",
                "{TableName:'bad-missing', Item:{}}",
                "{TableName:'bad-h', Item:{}}", "{TableName:'bad-h', Item:{b:{S:'a'}}}",
                "{TableName:'bad-h', Item:{id:{S:'k'}, b:{S:''}, c:{B:''}, d:{SS:['']}, e:{BS:['']}}}",
                "{TableName:'bad-h', Item:{id:{S:'n'}, b:{N:'0000012345678901234567890123456789012345678'},"
                        + " c:{N:'-00001.23456789012345678901234567890123456780000'}, d:{N:'0009.99999999999999999999999999999999999990000e125'},"
                        + " e:{N:'-0009.99999999999999999999999999999999999990000e125'}, f:{N:'0001.000e-130'}, g:{N:'-0001.000e-130'}}}",
                "{TableName:'abc', Item:{a:{S:'x'}}, ReturnValues:'ALL_NEW'}"));
        each(shapes, NOT_S, "{TableName:'bad-h', Item:{id:%v}}");
        each(shapes, EMPTY_VALUES, "{TableName:'abc', Item:{a:%v}, Expected:{a:{}}}");
        each(shapes, INVALID_VALUES, "{TableName:'abc', Item:{a:%v}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ConditionExpression:''}");
        each(shapes, BAD_NUMBERS, "{TableName:'abc', Item:{a:%v}}");
        // Item sizes at 400 KB: each pair is one byte too big, then just small enough (so the missing table answers).
        int max = 409_600;
        String k = "k1234567890", zeros = "0";
        String n7 = "1111111" + zeros.repeat(119);
        Object[][] sizes = {
                {max - k.length() - 1, ", Expected:{a:{}}", "b"}, {max - k.length() - 2, "", "b"},
                {max - k.length() - 27, "", "bbbbbbbbbbbbbbbbbbbbbbbbbbb"}, {max - k.length() - 28, "", "bbbbbbbbbbbbbbbbbbbbbbbbbbb"},
                {max - k.length() - 7, ", ccc:{S:'cc'}", "bb"}, {max - k.length() - 8, ", ccc:{S:'cc'}", "bb"},
                {max - k.length() - 22, ", c:{N:'" + "1".repeat(38) + zeros.repeat(88) + "'}", "b"},
                {max - k.length() - 4, ", c:{N:'1" + zeros.repeat(125) + "'}", "b"},
                {max - k.length() - 4, ", c:{N:'11" + zeros.repeat(124) + "'}", "b"},
                {max - k.length() - 6, ", c:{N:'11111" + zeros.repeat(121) + "'}", "b"},
                {max - k.length() - 6, ", c:{N:'111111" + zeros.repeat(120) + "'}", "b"},
                {max - k.length() - 7, ", c:{N:'" + n7 + "'}", "b"},
                {max - k.length() - 13, ", c:{N:'" + n7 + "'}, d:{N:'" + n7 + "'}", "b"},
                {max - k.length() - 14, ", c:{N:'" + n7 + "'}, d:{N:'" + n7 + "'}", "b"},
        };
        for (Object[] size : sizes) {
            String extra = (String) size[1];
            boolean expected = extra.startsWith(", Expected");
            shapes.add("{TableName:'aaa', Item:{a:{S:'" + k + "'}, " + size[2] + ":{S:'" + "a".repeat((Integer) size[0]) + "'}"
                    + (expected ? "}" + extra : extra + "}") + "}");
        }
        for (String shape : shapes) add("PutItem", shape);
        add("GetItem", "{TableName:'bad-h', Key:{id:{S:'k'}}, ConsistentRead:true}");
        add("GetItem", "{TableName:'bad-h', Key:{id:{S:'n'}}, ConsistentRead:true}");
    }

    /** The GetItem requests of dynalite's getItem tests. */
    private static void dynaliteGetItemShapes() {
        List<String> shapes = new ArrayList<>(List.of("{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc;', ReturnConsumedCapacity:'hi', AttributesToGet:[]}",
                "{TableName:'abc', Key:{a:{}}, AttributesToGet:['a'], ExpressionAttributeNames:{}, ProjectionExpression:''}",
                "{TableName:'abc', Key:{a:{}}, AttributesToGet:['a'], ExpressionAttributeNames:{}}",
                "{TableName:'abc', Key:{'a':{S:'a', N:'1'}}}",
                "{TableName:'abc', Key:{}, AttributesToGet:['a', 'a']}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{}, ProjectionExpression:''}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{'a':'a'}, ProjectionExpression:''}",
                "{TableName:'abc', Key:{}, ProjectionExpression:''}",
                "{TableName:'abc', Key:{}, ProjectionExpression:'a,b,a,#a'}",
                "{TableName:'bad-missing', Key:{}}",
                "{TableName:'bad-h', Key:{id:{S:'a'}, b:{S:'a'}}}",
                "{TableName:'bad-h', Key:{id:{S:''}}}",
                "{TableName:'bad-h', Key:{id:{S:'" + "k".repeat(2049) + "'}}}",
                "{TableName:'bad-h', Key:{id:{S:'" + "k".repeat(2048) + "'}}}",
                "{TableName:'bad-ix', Key:{PK:{S:'a'}, SK:{S:'" + "s".repeat(1025) + "'}}}",
                "{TableName:'bad-ix', Key:{PK:{S:'a'}, SK:{S:'" + "s".repeat(1024) + "'}}}",
                "{TableName:'bad-h', Key:{id:{S:'a'}}, ProjectionExpression:'#a.b.c', ExpressionAttributeNames:{'#a':'id'}}",
                "{TableName:'bad-h', Key:{id:{S:'a'}}, ProjectionExpression:'#a[0]', ExpressionAttributeNames:{'#a':'id'}}"));
        each(shapes, EMPTY_VALUES, "{TableName:'abc', Key:{a:%v}, ProjectionExpression:'', ExpressionAttributeNames:{}}");
        each(shapes, INVALID_VALUES, "{TableName:'abc', Key:{a:%v}, AttributesToGet:['a', 'a']}");
        each(shapes, BAD_NUMBERS, "{TableName:'abc', Key:{a:%v}}");
        for (String expr : List.of("whatever(stuff)", ":a", "abort,", "a,,b", "a..b", "a[b]", "(a.b).c", "(a)", "(a),(b)", "(a,b)", "a-b",
                "a.abORt", "#a,ABSoLUTE")) {
            shapes.add("{TableName:'abc', Key:{}, ProjectionExpression:'" + expr + "'}");
        }
        for (String expr : List.of("b[1], b.a, #a.b, a", "a, #a[1]", "a,b,a")) {
            shapes.add("{TableName:'abc', Key:{}, ProjectionExpression:'" + expr + "', ExpressionAttributeNames:{'#a':'a'}}");
        }
        for (String expr : List.of("a.b, #a[1], #b", "a.b[1], #a[1], #b", "a[3].b, #a.#b.b")) {
            shapes.add("{TableName:'abc', Key:{}, ProjectionExpression:'" + expr + "', ExpressionAttributeNames:{'#a':'a', '#b':'[3]'}}");
        }
        for (String expr : List.of("a", "a,b")) {
            shapes.add("{TableName:'abc', Key:{}, ProjectionExpression:'" + expr + "', ExpressionAttributeNames:{'#a':'a', '#b':'b'}}");
        }
        for (String shape : shapes) add("GetItem", shape);
        // Projections of nested paths, and read units around 4 KB (eventually and strongly consistent).
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'nest'}, b:{M:{a:{S:'a'}, b:{S:'b'}, c:{S:'c'}}}, c:{L:[{S:'a'}, {S:'b'}, {S:'c'}]}}}");
        add("GetItem", "{TableName:'bad-h', Key:{id:{S:'nest'}}, ProjectionExpression:'b.c,c[2],b.b,c[1],c[0].a'}");
        add("GetItem", "{TableName:'bad-h', Key:{id:{S:'nest'}}, ProjectionExpression:'#b.#c,#c[2],#b.#b,#c[1],#c[0][1]',"
                + " ExpressionAttributeNames:{'#b':'b', '#c':'c'}}");
        for (int n = 4060; n <= 4090; n += 3) {
            add("PutItem", "{TableName:'bad-h', Item:{id:{S:'c" + n + "'}, b:{S:'" + "b".repeat(n) + "'}, c:{N:'12.3456'}, d:{B:'AQI='},"
                    + " e:{BS:['AQI=', 'Ag==', 'AQ==']}}}");
            add("GetItem", "{TableName:'bad-h', Key:{id:{S:'c" + n + "'}}, ReturnConsumedCapacity:'TOTAL', ProjectionExpression:'id'}");
            add("GetItem", "{TableName:'bad-h', Key:{id:{S:'c" + n + "'}}, ReturnConsumedCapacity:'INDEXES', ConsistentRead:true,"
                    + " ProjectionExpression:'id'}");
        }
        for (int n : new int[] {3990, 3999, 4000, 4001, 4010}) {
            add("BatchWriteItem", "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'t" + n + "'}, bb:{S:'" + "b".repeat(n) + "'},"
                    + " ccc:{N:'12.3456'}, dddd:{B:'AQI='}, eeeee:{BS:['AQI=', 'Ag==', 'AQ==']}, ffffff:{NULL:true}, ggggggg:{BOOL:false},"
                    + " hhhhhhhh:{L:[{S:'a'}, {S:'aa'}, {S:'bb'}, {S:'ccc'}]}, iiiiiiiii:{M:{aa:{S:'aa'}, bbb:{S:'bbb'}}}}}}]}}");
            add("GetItem", "{TableName:'bad-h', Key:{id:{S:'t" + n + "'}}, ReturnConsumedCapacity:'TOTAL', ConsistentRead:true, ProjectionExpression:'id'}");
        }
    }

    /** The DeleteItem requests of dynalite's deleteItem tests. */
    private static void dynaliteDeleteItemShapes() {
        List<String> shapes = new ArrayList<>(List.of("{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', Key:{}, Expected:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, Expected:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Key:{}, Expected:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{'a':'a'}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, ExpressionAttributeValues:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, ConditionExpression:'whatever'}",
                "{TableName:'aaa', Key:{}, ConditionExpression:'a between :b and :a', ExpressionAttributeValues:{':a':{S:'a'}, ':b':{N:'1'}}}",
                "{TableName:'aaa', Key:{}, ConditionExpression:'a between :b and :a', ExpressionAttributeValues:{':a':{S:'a'}, ':b':{S:'b'}}}",
                "{TableName:'bad-h', Key:{}}", "{TableName:'bad-h', Key:{b:{S:'a'}}}", "{TableName:'bad-h', Key:{id:{S:'a'}, b:{S:'a'}}}",
                "{TableName:'bad-ps', Key:{PK:{S:'a'}}}"));
        for (String value : BAD_VALUES) {
            shapes.add("{TableName:'abc', Key:{}, ExpressionAttributeValues:{':b':" + value + "}, ConditionExpression:''}");
            shapes.add("{TableName:'abc', Key:{a:" + value + "}}");
        }
        for (String expected : BAD_EXPECTED) shapes.add("{TableName:'aaa', Key:{}, Expected:" + expected + "}");
        each(shapes, NOT_S, "{TableName:'bad-h', Key:{id:%v}}");
        for (String shape : shapes) add("DeleteItem", shape);
        // Conditions on present and missing items and attributes, legacy and expression alike.
        add("PutItem", "{TableName:'bad-h', Item:{id:{S:'del'}, c:{S:'c'}, pad:{S:'" + "p".repeat(1000) + "'}}}");
        for (String condition : List.of("Expected:{id:{Value:{S:'other'}}}", "ConditionExpression:'id = :a', ExpressionAttributeValues:{':a':{S:'other'}}",
                "Expected:{id:{Exists:false}}", "ConditionExpression:'attribute_not_exists(id)'", "Expected:{b:{Exists:false}, c:{Value:{S:'x'}}}",
                "ConditionExpression:'#a = :a AND attribute_not_exists(#b) AND #c = :c', ExpressionAttributeNames:{'#a':'id', '#b':'b', '#c':'c'},"
                        + " ExpressionAttributeValues:{':a':{S:'del'}, ':c':{S:'x'}}")) {
            add("DeleteItem", "{TableName:'bad-h', Key:{id:{S:'del'}}, " + condition + ", ReturnConsumedCapacity:'TOTAL'}");
            add("DeleteItem", "{TableName:'bad-h', Key:{id:{S:'none'}}, " + condition + ", ReturnConsumedCapacity:'INDEXES'}");
        }
        add("DeleteItem", "{TableName:'bad-h', Key:{id:{S:'del'}}, Expected:{id:{Value:{S:'del'}}, b:{Exists:false}, c:{Value:{S:'c'}}},"
                + " ReturnValues:'ALL_OLD', ReturnConsumedCapacity:'TOTAL'}");
        add("GetItem", "{TableName:'bad-h', Key:{id:{S:'del'}}, ConsistentRead:true}");
    }

    /** The UpdateItem requests of dynalite's updateItem tests (key attributes renamed to the fixture's). */
    private static void dynaliteUpdateItemShapes() {
        String exprs = "ConditionExpression:'', UpdateExpression:''";
        List<String> shapes = new ArrayList<>(List.of("{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', Key:{a:{}}, Expected:{a:{}}, AttributeUpdates:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, " + exprs + "}",
                "{TableName:'abc', Key:{a:{}}, Expected:{a:{}}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Key:{a:{}}, Expected:{a:{}}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', Key:{}, Expected:{a:{}}, AttributeUpdates:{a:{Action:'PUT'}}}",
                "{TableName:'abc', Key:{}, Expected:{a:{}}}",
                "{TableName:'abc', Key:{}, Expected:{a:{Exists:true}}}",
                "{TableName:'abc', Key:{}, Expected:{a:{Exists:false, Value:{S:'a'}}}}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, " + exprs + "}",
                "{TableName:'abc', Key:{}, ExpressionAttributeNames:{'a':'a'}, ExpressionAttributeValues:{}, " + exprs + "}",
                "{TableName:'abc', Key:{}, ExpressionAttributeValues:{}, " + exprs + "}",
                "{TableName:'abc', Key:{}, " + exprs + "}",
                "{TableName:'abc', Key:{}, ConditionExpression:''}",
                "{TableName:'abc', Key:{}, UpdateExpression:'remove a set b = list_append(b, if_not_exists(a, :a))', ConditionExpression:'a = :b',"
                        + " ExpressionAttributeValues:{':a':{S:'a'}, ':b':{S:'a'}}, ExpressionAttributeNames:{'#a':'a', '#b':'b'}}",
                "{TableName:'abc', Key:{}, UpdateExpression:'remove a', ConditionExpression:'a = :b',"
                        + " ExpressionAttributeValues:{':a':{S:'a'}, ':b':{S:'a'}, ':c':{S:'a'}}}",
                "{TableName:'bad-missing', Key:{}}",
                "{TableName:'bad-h', Key:{}}", "{TableName:'bad-h', Key:{b:{S:'a'}}}", "{TableName:'bad-h', Key:{id:{S:'a'}, b:{S:'a'}}}",
                "{TableName:'bad-ps', Key:{PK:{S:'a'}}}"));
        for (String value : BAD_VALUES) {
            shapes.add("{TableName:'abc', Key:{}, ExpressionAttributeValues:{':b':" + value + "}, " + exprs + "}");
            shapes.add("{TableName:'abc', Key:{a:" + value + "}, Expected:{a:{}}, AttributeUpdates:{a:{Action:'PUT'}}}");
            shapes.add("{TableName:'abc', Key:{a:" + value + "}, " + exprs + ", ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}");
        }
        for (String value : List.of("{S:'1'}", "{N:'1'}", "{B:'Yg=='}", "{NULL:true}", "{BOOL:true}", "{M:{}}", "{L:[]}")) {
            shapes.add("{TableName:'abc', Key:{}, AttributeUpdates:{a:{Action:'DELETE', Value:" + value + "}}}");
            shapes.add("{TableName:'abc', Key:{}, AttributeUpdates:{a:{Action:'ADD', Value:" + value + "}}}");
        }
        for (String expression : List.of("whatever", "set a", "add a", "delete a", "set a=set", "remove a = b", "add a = b", "delete a = b",
                "delete a b", "delete a if_not_exist(b)", "add abort b", "add a if_not_exist(b)", "remove a b", "set a b", "set :a = b",
                "add :a b", "delete :a b", "remove :a", "set a = b / c", "set a = b * c", "set a[1] = \\\"eight\\\"", "set a[1] = 1",
                "SET a = if_not_exist(a, 100)", "SET if_not_exist(a, b) = a", "set (a = (b + c))", "set a = (b.c).d + e",
                "set a = (b.c)[0] + e", "set a = b + c + d", "set a[1] = b", "set a.b = b", "SET a = if_not_exists(a, b) + b",
                "SET a = if_not_exists(a, if_not_exists(a, b))", "set a = (b + c)", "set a = ((b.c.d)+(e))")) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + expression + "'}");
        }
        String ab = ", ExpressionAttributeValues:{':a':{S:'a'}, ':b':{S:'a'}}, ExpressionAttributeNames:{'#a':'a', '#b':'b'}";
        for (String expression : List.of(" set #c = :c set abOrt = true ", " remove Absolute ", "set #c = if_not_exist(:c) set c = d",
                "set a = #c set c = :d", "remove #d set a = b remove e", "add #d :e set a = b add e :f", "delete #d :e set a = b delete #e :f",
                "SET #c = if_not_exists(:c)", "SET #a = if_not_exists(:c)", "set a = if_not_exists(c)", "set a = list_append(c)",
                "set a = if_not_exists(:a, c)", "set a = if_not_exists(if_not_exists(a, b), c)")) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + expression + "'" + ab + "}");
        }
        for (String expression : List.of("set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)", "set c.b.#c = a, c = a, #d = a",
                "set a = b remove a, #c, #d", "set #c[3].#d = a, #c[3] = a", "remove c, #c.a, #d", "remove a, #c, a, #d")) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + expression + "', ExpressionAttributeNames:{'#c':'c', '#d':'[3]'}}");
        }
        for (String expression : List.of("set #c[3].#d = a, #c.#d[3] = if_not_exists(a)", "remove a.#c set a[1] = #d")) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + expression + "', ExpressionAttributeNames:{'#b':'b', '#c':'c', '#d':'[3]'}}");
        }
        String[][] typed = {{"set b = list_append(:a, a), c = if_not_exists(a) add a.b :a", "{S:'a'}"}, {"delete a.b :a", "{S:'a'}"},
                {"add a.b :a", "{NULL:'1'}"}, {"delete a.b :a", "{NULL:'yes'}"}, {"add a.b :a", "{BOOL:'0'}"}, {"delete a.b :a", "{BOOL:'false'}"},
                {"add a.b :a", "{B:'YQ=='}"}, {"delete a.b :a", "{B:'YQ=='}"}, {"add a.b :a", "{M:{a:{L:[{N:'1'}]}}}"},
                {"delete a.b :a", "{M:{a:{L:[{N:'1'}]}}}"}, {"add a.b :a", "{L:[{N:'1'}]}"}, {"delete a.b :a", "{L:[{N:'1'}]}"},
                {"delete a.b :a", "{N:'1'}"}};
        for (String[] t : typed) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + t[0] + "', ExpressionAttributeValues:{':a':" + t[1] + ", ':b':{S:'a'}}}");
        }
        String values = ", ExpressionAttributeValues:{':a':{S:'a'}, ':b':{N:'1'}, ':c':{B:'YQ=='}, ':d':{BOOL:'no'}, ':e':{NULL:'true'},"
                + " ':f':{SS:['a']}, ':g':{NS:['1']}, ':h':{BS:['YQ==']}, ':i':{M:{}}, ':j':{L:[]}}, ExpressionAttributeNames:{'#a':'a', '#b':'b'}";
        for (String expression : List.of("set a = list_append(:a, a)", "set a = list_append(a, :b)", "set a = list_append(:c, a)",
                "set a = list_append(:d, a)", "set a = list_append(:e, a)", "set a = list_append(:f, a)", "set a = list_append(:g, a)",
                "set a = list_append(:h, a)", "set a = list_append(:i, a)", "set a = a + :a", "set a = :a + :c", "set a = :c + a",
                "set a = a + :d", "set a = a + :e", "set a = a + :f", "set a = a + :g", "set a = a + :h", "set a = a + :i", "set a = a + :j",
                "set a = a - :a", "set a = :a - :c", "set a = :c - a", "set a = a - :d", "set a = a - :e", "set a = a - :f", "set a = a - :g",
                "set a = a - :h", "set a = a - :i", "set a = a - :j")) {
            shapes.add("{TableName:'abc', Key:{}, UpdateExpression:'" + expression + "'" + values + "}");
        }
        for (String expected : BAD_EXPECTED) shapes.add("{TableName:'aaa', Key:{}, Expected:" + expected + "}");
        each(shapes, NOT_S, "{TableName:'bad-h', Key:{id:%v}}");
        // Updates that reach a key attribute of the table or an index.
        String hk = "TableName:'bad-h', Key:{id:{S:'u'}}, ";
        for (String update : List.of("AttributeUpdates:{id:{Value:{S:'x'}}}", "UpdateExpression:'add id.b :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'delete id :a', ExpressionAttributeValues:{':a':{NS:['1']}}",
                "UpdateExpression:'remove d set b = :a, id = :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'delete b :a remove id', ExpressionAttributeValues:{':a':{NS:['1']}}", "UpdateExpression:'set id = id.b + id[1]'")) {
            shapes.add("{" + hk + update + "}");
        }
        String ix = "TableName:'bad-ix', Key:{PK:{S:'u'}, SK:{S:'v'}}, ";
        for (String update : List.of("AttributeUpdates:{LSK:{Value:{N:'5'}}, SK:{Value:{S:'x'}}}",
                "UpdateExpression:'set LSK[1] = :a add SK.b :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "AttributeUpdates:{LSK:{Value:{N:'5'}}, GPK:{Value:{N:'5'}}}",
                "UpdateExpression:'set LSK.a = a add GPK :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'set e = GPK[1], GPK = a + :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'add LSK.b :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'set LSK[1] = :a', ExpressionAttributeValues:{':a':{N:'1'}}",
                "UpdateExpression:'set e = list_append(a, b), f = LSK[1]'")) {
            shapes.add("{" + ix + update + "}");
        }
        for (String shape : shapes) add("UpdateItem", shape);
    }

    /** The Scan requests of dynalite's scan tests. */
    private static void dynaliteScanShapes() {
        String seg = "TableName:'abc', Segment:1, ExclusiveStartKey:{a:{}}, ";
        String fe = "FilterExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}, ";
        List<String> shapes = new ArrayList<>(List.of("{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}, Segment:1, Limit:1, AttributesToGet:['a', 'a'],"
                        + " ExclusiveStartKey:{a:{}}, ConditionalOperator:'OR', Select:'SPECIFIC_ATTRIBUTES', FilterExpression:'', ProjectionExpression:'',"
                        + " ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}, Segment:1, Limit:1, AttributesToGet:['a', 'a'],"
                        + " ExclusiveStartKey:{a:{}}, ConditionalOperator:'OR', Select:'SPECIFIC_ATTRIBUTES', ExpressionAttributeNames:{},"
                        + " ExpressionAttributeValues:{}}",
                "{TableName:'abc', ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}, Segment:1, Limit:1, AttributesToGet:['a', 'a'],"
                        + " ExclusiveStartKey:{a:{}}, ConditionalOperator:'OR', Select:'SPECIFIC_ATTRIBUTES', ExpressionAttributeValues:{}}",
                "{TableName:'abc', Segment:1, ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}, {S:''}]}},"
                        + " ExclusiveStartKey:{a:{}}, AttributesToGet:['a', 'a']}",
                "{" + seg + "ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{SS:['a']}]}}}",
                "{TableName:'abc', TotalSegments:1, " + fe + "ExclusiveStartKey:{a:{S:'a', N:'1'}}}",
                "{TableName:'abc', Segment:1, " + fe.substring(0, fe.length() - 2) + "}",
                "{TableName:'abc', TotalSegments:1, " + fe.substring(0, fe.length() - 2) + "}",
                "{TableName:'abc', Segment:1, TotalSegments:1, " + fe.substring(0, fe.length() - 2) + "}",
                "{TableName:'abc', FilterExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', FilterExpression:'', ExpressionAttributeNames:{'a':'a'}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', FilterExpression:'', ExpressionAttributeValues:{}}",
                "{TableName:'abc', FilterExpression:'', ExpressionAttributeValues:{'a':{S:'b'}}}",
                "{TableName:'abc', FilterExpression:'', ProjectionExpression:'', ExpressionAttributeValues:{':0':{S:'b'}}}",
                "{TableName:'abc', FilterExpression:'a > b', ProjectionExpression:''}"));
        shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}, {S:''}]}}}");
        for (String value : BAD_VALUES) {
            shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + "]}}}");
            shapes.add("{TableName:'abc', Segment:1, " + fe + "ExclusiveStartKey:{a:" + value + "}}");
        }
        for (String value : List.of("{N:'', S:''}", "{B:''}", "{SS:['a', '']}", "{BS:['aaaa', '']}")) {
            shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + ", {}]}}}");
            shapes.add("{TableName:'abc', Segment:1, " + fe + "ExclusiveStartKey:{a:" + value + "}}");
        }
        for (String filter : List.of("{a:{ComparisonOperator:'EQ'}, b:{ComparisonOperator:'NULL'}, c:{ComparisonOperator:'NULL'}}",
                "{a:{ComparisonOperator:'EQ'}}", "{a:{ComparisonOperator:'EQ', AttributeValueList:[]}}", "{a:{ComparisonOperator:'NE'}}",
                "{a:{ComparisonOperator:'LE'}}", "{a:{ComparisonOperator:'LT'}}", "{a:{ComparisonOperator:'GE'}}", "{a:{ComparisonOperator:'GT'}}",
                "{a:{ComparisonOperator:'CONTAINS'}}", "{a:{ComparisonOperator:'NOT_CONTAINS'}}", "{a:{ComparisonOperator:'BEGINS_WITH'}}",
                "{a:{ComparisonOperator:'IN'}}", "{a:{ComparisonOperator:'BETWEEN'}}",
                "{a:{ComparisonOperator:'NULL', AttributeValueList:[{S:'a'}]}}", "{a:{ComparisonOperator:'NOT_NULL', AttributeValueList:[{S:'a'}]}}",
                "{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'a'}, {S:'a'}, {S:'a'}]}}")) {
            shapes.add("{" + seg + "ScanFilter:" + filter + "}");
        }
        for (String op : List.of("EQ", "NE", "LE", "LT", "GE", "GT", "CONTAINS", "NOT_CONTAINS", "NULL", "NOT_NULL")) {
            shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'" + op + "', AttributeValueList:[{S:'a'}, {S:'a'}]}}}");
        }
        List<String> odd = List.of("{BOOL:true}", "{NULL:true}", "{SS:['a']}", "{NS:['1']}", "{BS:['abcd']}", "{M:{}}", "{L:[]}");
        for (String op : List.of("LT", "LE", "GT", "GE", "IN", "CONTAINS", "NOT_CONTAINS", "BEGINS_WITH")) {
            for (String value : op.equals("BEGINS_WITH") ? concat(List.of("{N:'1'}"), odd) : odd) {
                shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'" + op + "', AttributeValueList:[" + value + "]}}}");
            }
        }
        for (String value : odd) {
            shapes.add("{" + seg + "ScanFilter:{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[" + value + ", " + value + "]}}}");
        }
        for (String filter : List.of("things are not gonna be ok", "a > 4", "attribute_exists(Pictures-RearView)",
                "attribute_exists(\\\"Pictures.RearView\\\")", "attribute_exists(Pictures..RearView)", "attribute_exists(Pi#ctures.RearView)",
                "attribute_exists(asdf[a])", "a.:a < b.:b", "a in b, c", "a > between", "a in b", "a in (b,c,)", "(a)between(b.(c.d))and(c)",
                "(a)between(b.c.d)and((c)", "#$.b > a", "a > :things.stuff", "b[:a] > a", "b[#_] > a", "ü > a", "(a)between(b.c[4.5].#d)and(:a)",
                "size(a).b > a", "(size(a)).b > a", "size(a)[0] > a", "(size(a))[0] > a",
                "a=a and a > ((views))", "(a)between(((b.c)).d)and(c)", "(a)between((b.c).d)and(c)", "a between ((b.c)).d and c",
                "(b.c).d > a", "((b.c)[1]) > a", "(((b)).c[0]) > a", "((:a).b) > a", "a > whatever((:things), ((a)))", "a=a AND ((a=a AND a=a)) AND a=a",
                "a=a OR ((a=a OR a=a)) OR a=a", "a=a AND ((a=a AND (a=a AND a=a)))", "a=a OR ((a=a OR (a=a OR a=a)))",
                "a=a and whatever((:things)) > a", "attRIbute_exIsts((views), #a)",
                "a=a and attribute_exists((views), (#a)) > b", "attribute_not_exists(things) > b", "attribute_type(things, :a) > b",
                "begins_with(things, a) > b", "contains(:things, c) > b", "size(contains(a, b)) > a", "size(things)",
                "a between b and attribute_exists(things)", "a in (b, attribute_exists(things))", "attribute_exists(views, #a)", ":a < abOrT",
                "attribute_exists(#Pictures.RearView, :a) and a=a", "begins_with(Pictures.#RearView)",
                "(#P between :lo and :hi) and (#PC in (:cat1, :cat2))", "#4g > a", "#_ > a", "(a)between(b.c[45].#d)and(:a)")) {
            shapes.add("{TableName:'abc', FilterExpression:'" + filter + "'}");
        }
        for (String filter : List.of("begins_with(:hello, #a, #b)", ":a < :b", ":_ > a", "attribute_exists(things, a) and a=a",
                "attribute_not_exists(things, b)", "attribute_type(things)", "begins_with(things)", "begins_with(things, size(a), b)",
                "contains(things)", "size(things, a) > b")) {
            shapes.add("{TableName:'abc', FilterExpression:'" + filter + "'}");
        }
        String[][] typed = {{"attribute_type(a, size(a)) and a=a and a=:a", "{N:'1'}"}, {"begins_with(a, size(a)) and a=:a", "{N:'1'}"},
                {"size(size(a)) > :a", "{N:'1'}"}, {"attribute_not_exists(size(:a))", "{N:'1'}"}, {"size(:a) > a", "{BOOL:true}"},
                {"size(:a) > a", "{NULL:true}"}, {"attribute_type(a, :a)", "{S:'1'}"}, {"attribute_exists(:a) and a=a", "{S:'1'}"},
                {"attribute_not_exists(size(:a))", "{S:'1'}"}};
        for (String[] t : typed) shapes.add("{TableName:'abc', FilterExpression:'" + t[0] + "', ExpressionAttributeValues:{':a':" + t[1] + "}}");
        for (String value : List.of("{N:'1'}", "{B:'YQ=='}", "{BOOL:true}", "{NULL:true}", "{L:[]}", "{M:{}}", "{SS:['1']}", "{NS:['1']}", "{BS:['YQ==']}")) {
            for (String filter : List.of("attribute_type(a, :a)", "begins_with(a, :a)", "begins_with(:a, a)")) {
                shapes.add("{TableName:'abc', FilterExpression:'" + filter + "', ExpressionAttributeValues:{':a':" + value + "}}");
            }
        }
        for (String filter : List.of("a = a AND #a = b AND :views > a", "#a <> a", "a > #a", "((a=a) OR (a=a))", "((a=a) AND (a=a))",
                "contains(ab.bc[1].a, ab.bc[1].#a)", "attribute_type(ab.bc[1].#a, ab.bc[1].a)", "begins_with(ab.bc[1].a, ab.bc[1].#a)")) {
            shapes.add("{TableName:'abc', FilterExpression:'" + filter + "', ExpressionAttributeNames:{'#a':'a'}}");
        }
        for (String start : List.of("{}", "{b:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}}")) shapes.add("{TableName:'abc', ExclusiveStartKey:" + start + "}");
        // Start keys against the table and each index of bad-rng (dynalite's test table: a, b; LSIs on c and d; GSIs on c and c, d).
        String rng = "TableName:'bad-rng', ";
        for (String start : List.of("{}", "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}", "{z:{S:'a'}, y:{S:'a'}, x:{S:'a'}}")) {
            shapes.add("{TableName:'bad-h', IndexName:'whatever', FilterExpression:'attribute_exists(a.b.c)', ExclusiveStartKey:" + start + "}");
        }
        for (String start : List.of("{}", "{z:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}", "{z:{S:'a'}, y:{S:'a'}, x:{S:'a'}, w:{S:'a'}}")) {
            shapes.add("{" + rng + "IndexName:'whatever', FilterExpression:'attribute_exists(a.b.c)', ExclusiveStartKey:" + start + "}");
        }
        shapes.add("{" + rng + "IndexName:'whatever', FilterExpression:'attribute_exists(a.b.c)'}");
        shapes.add("{TableName:'bad-h', IndexName:'whatever', FilterExpression:'attribute_exists(a.b.c)'}");
        shapes.add("{" + rng + "FilterExpression:'attribute_exists(a.b.c)', IndexName:'index4', Select:'ALL_ATTRIBUTES',"
                + " ExclusiveStartKey:{x:{N:'1'}, y:{N:'1'}, c:{S:'a'}, d:{S:'a'}}}");
        String[][] starts = {
                {"index1", "{}", "{z:{N:'1'}}", "{a:{B:'abcd'}}", "{a:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}}", "{a:{S:'a'}, c:{S:'a'}}",
                        "{b:{S:'a'}, c:{S:'a'}}", "{a:{S:'a'}, c:{N:'1'}}", "{a:{S:'a'}, z:{S:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}, d:{S:'1'}}",
                        "{a:{N:'1'}, x:{S:'1'}, y:{S:'1'}}", "{a:{B:'YQ=='}, b:{S:'1'}, c:{S:'1'}}", "{a:{S:'a'}, b:{N:'1'}, c:{N:'1'}}",
                        "{a:{S:'a'}, b:{B:'YQ=='}, c:{N:'1'}}", "{a:{S:'a'}, b:{S:'a'}, c:{N:'1'}}", "{a:{S:'a'}, b:{S:'a'}, c:{B:'YQ=='}}",
                        "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}}", "{a:{S:'1'}, b:{B:'YQ=='}, c:{S:'a'}}"},
                {"index3", "{}", "{z:{N:'1'}}", "{a:{B:'abcd'}}", "{a:{S:'a'}}", "{c:{N:'1'}}", "{c:{S:'1'}}", "{a:{S:'a'}, b:{S:'a'}}",
                        "{a:{S:'a'}, c:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}, z:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}, z:{S:'a'}}",
                        "{x:{S:'1'}, y:{S:'1'}, c:{N:'1'}}", "{a:{S:'1'}, b:{S:'1'}, c:{B:'YQ=='}}", "{x:{N:'1'}, y:{N:'1'}, c:{S:'a'}}",
                        "{a:{N:'1'}, b:{S:'1'}, c:{S:'a'}}", "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}}"},
                {"index4", "{x:{N:'1'}, y:{N:'1'}, c:{S:'1'}, d:{N:'1'}}", "{x:{N:'1'}, y:{N:'1'}, c:{N:'1'}, d:{S:'1'}}",
                        "{x:{N:'1'}, y:{N:'1'}, c:{S:'a'}, d:{S:'a'}}", "{a:{N:'1'}, b:{S:'1'}, c:{S:'a'}, d:{S:'a'}}",
                        "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}, d:{S:'a'}}"}};
        for (String[] index : starts) {
            for (int i = 1; i < index.length; i++) shapes.add("{" + rng + "IndexName:'" + index[0] + "', ExclusiveStartKey:" + index[i] + "}");
        }
        for (String start : List.of("{c:{S:'1'}}", "{a:{N:'1'}, c:{S:'1'}}", "{a:{N:'1'}, b:{N:'1'}, c:{S:'1'}}",
                "{a:{N:'1'}, b:{N:'1'}, c:{S:'1'}, e:{N:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}, d:{S:'1'}, e:{S:'1'}}")) {
            shapes.add("{" + rng + "IndexName:'index4', Select:'ALL_ATTRIBUTES', ExclusiveStartKey:" + start + "}");
        }
        for (String start : List.of("{}", "{b:{S:'a'}}", "{id:{S:'a'}, b:{S:'a'}}", "{id:{B:'abcd'}}", "{id:{N:'1'}}", "{id:{BOOL:true}}",
                "{id:{NULL:true}}", "{id:{SS:['a']}}", "{id:{NS:['1']}}", "{id:{BS:['aaaa']}}", "{id:{M:{}}}", "{id:{L:[]}}")) {
            shapes.add("{TableName:'bad-h', FilterExpression:'attribute_exists(a.b.c)', ExclusiveStartKey:" + start + "}");
        }
        for (String start : List.of("{}", "{z:{N:'1'}}", "{b:{S:'a'}, c:{S:'b'}}", "{a:{B:'abcd'}}", "{a:{S:'a'}}", "{a:{N:'1'}, b:{S:'a'}, c:{S:'b'}}",
                "{a:{N:'1'}, b:{N:'1'}, z:{N:'1'}}", "{a:{N:'1'}, z:{S:'a'}}", "{a:{B:'YQ=='}, b:{S:'a'}}", "{a:{S:'a'}, c:{N:'1'}}",
                "{a:{S:'a'}, z:{S:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}}", "{a:{S:'a'}, b:{N:'1'}}", "{a:{S:'a'}, b:{B:'YQ=='}}")) {
            shapes.add("{" + rng + "ExclusiveStartKey:" + start + "}");
        }
        for (String filter : List.of("attribute_exists(id.b.c) and #a = b", "attribute_exists(#a.b.c)", "attribute_exists(#a[0])")) {
            shapes.add("{TableName:'bad-h', FilterExpression:'" + filter + "', ExpressionAttributeNames:{'#a':'id'}}");
        }
        for (String shape : shapes) add("Scan", shape);
    }

    /**
     * The Query requests of dynalite's query tests (validation half; table 'abc' does not exist). Left out because the
     * engine still answers them otherwise (open): three conditions in a KeyConditionExpression of a missing table
     * ("Conditions can be of length 1 or 2 only"). (A legacy KeyConditions NULL/NOT_NULL, once refused before the table,
     * the index, ConsistentRead, the start key and the key schema elements, is now refused in the bind step after them:
     * its shapes are in; so are an empty Filter/ProjectionExpression beside an invalid KeyConditionExpression operator,
     * now refused first, and Select ALL_ATTRIBUTES on index4 with an invalid start key.)
     */
    private static void dynaliteQueryShapes() {
        String kcEmpty = "KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}";
        String qfBase = "TableName:'abc', ExclusiveStartKey:{a:{}}, AttributesToGet:['a', 'a'], " + kcEmpty + ", ";
        String legacy = "QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}, AttributesToGet:['a', 'a'], ExclusiveStartKey:{a:{}},"
                + " ConditionalOperator:'OR', Select:'SPECIFIC_ATTRIBUTES', ";
        List<String> shapes = new ArrayList<>(List.of("{}", "{TableName:''}", "{TableName:'a;'}", "{TableName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc', IndexName:''}", "{TableName:'abc', IndexName:'a;'}", "{TableName:'abc', IndexName:'" + "a".repeat(256) + "'}",
                "{TableName:'abc;', ReturnConsumedCapacity:'hi', AttributesToGet:[], IndexName:'abc;', Select:'hi', Limit:-1,"
                        + " KeyConditions:{a:{}, b:{ComparisonOperator:''}}, ConditionalOperator:'AN', QueryFilter:{a:{}, b:{ComparisonOperator:''}}}",
                "{TableName:'abc', ExclusiveStartKey:{a:{}}, Select:'SPECIFIC_ATTRIBUTES', AttributesToGet:['a', 'a'],"
                        + " QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}]}}, ConditionalOperator:'OR', " + kcEmpty + ","
                        + " ProjectionExpression:'', FilterExpression:'', KeyConditionExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', " + legacy + kcEmpty + ", FilterExpression:'', ProjectionExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', " + legacy + "KeyConditionExpression:'', FilterExpression:'', ProjectionExpression:'', ExpressionAttributeNames:{},"
                        + " ExpressionAttributeValues:{}}",
                "{TableName:'abc', " + legacy + "ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', " + legacy + "ExpressionAttributeValues:{}}",
                "{" + qfBase + "QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, {S:'a', N:'1'}]}}}",
                "{TableName:'abc', QueryFilter:{}, ExclusiveStartKey:{a:{}}, AttributesToGet:['a', 'a']}",
                "{TableName:'abc', KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, {S:'a', N:'1'}]}}}"));
        for (String value : List.of("{}")) { // {a:''} is no AttributeValue the SDK can send (WireDifferentialTest's)
            shapes.add("{" + qfBase + "QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[" + value + ", {S:''}]}}}");
            shapes.add("{TableName:'abc', QueryFilter:{}, KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[" + value + ", {S:''}]}}}");
        }
        for (String value : INVALID_VALUES) {
            shapes.add("{" + qfBase + "QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + ", {}]}}}");
            shapes.add("{TableName:'abc', KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + ", {}]}}}");
        }
        for (String value : BAD_NUMBERS) {
            shapes.add("{" + qfBase + "QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + "]}}}");
            shapes.add("{TableName:'abc', KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}, " + value + "]}}}");
        }
        List<String> argCounts = new ArrayList<>(List.of("{a:{ComparisonOperator:'EQ'}, b:{ComparisonOperator:'NULL'}, c:{ComparisonOperator:'NULL'}}",
                "{a:{ComparisonOperator:'EQ', AttributeValueList:[]}}", "{a:{ComparisonOperator:'NULL', AttributeValueList:[{S:'a'}]}}",
                "{a:{ComparisonOperator:'NOT_NULL', AttributeValueList:[{S:'a'}]}}",
                "{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'a'}, {S:'a'}, {S:'a'}]}}"));
        for (String op : List.of("EQ", "NE", "LE", "LT", "GE", "GT", "CONTAINS", "NOT_CONTAINS", "BEGINS_WITH", "IN", "BETWEEN")) {
            argCounts.add("{a:{ComparisonOperator:'" + op + "'}}");
        }
        for (String op : List.of("EQ", "NE", "LE", "LT", "GE", "GT", "CONTAINS", "NOT_CONTAINS", "NULL", "NOT_NULL")) {
            argCounts.add("{a:{ComparisonOperator:'" + op + "', AttributeValueList:[{S:'a'}, {S:'a'}]}}");
        }
        for (String conditions : argCounts) {
            shapes.add("{" + qfBase + "QueryFilter:" + conditions + "}");
            if (!conditions.contains("c:")) shapes.add("{TableName:'abc', QueryFilter:{}, KeyConditions:" + conditions + "}");
        }
        String kce = "KeyConditionExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}";
        // query.js's own shapes name KeyConditions {a: NULL}: DynamoDB checks its start key before the operator.
        String kcNull = "KeyConditions:{a:{ComparisonOperator:'NULL'}}";
        for (String keyOpts : List.of("KeyConditions:{a:{ComparisonOperator:'EQ'}}", kce, kcNull)) {
            for (String value : List.of("{}", "{M:{a:{}}}", "{L:[{}]}")) {
                shapes.add("{TableName:'abc', " + keyOpts + ", ExclusiveStartKey:{a:" + value + "}}");
            }
        }
        for (String keyOpts : List.of("KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{}, {}]}}", kce, kcNull)) {
            for (String value : INVALID_VALUES) shapes.add("{TableName:'abc', " + keyOpts + ", ExclusiveStartKey:{a:" + value + "}}");
        }
        for (String keyOpts : List.of(kcEmpty, kce, kcNull)) {
            for (String value : concat(BAD_NUMBERS, List.of("{S:'a', N:'1'}"))) {
                shapes.add("{TableName:'abc', " + keyOpts + ", ExclusiveStartKey:{a:" + value + "}}");
            }
        }
        for (String keyConditions : List.of("{}", "{a:{ComparisonOperator:'NULL'}, b:{ComparisonOperator:'NULL'}, c:{ComparisonOperator:'NULL'}}")) {
            shapes.add("{TableName:'abc', QueryFilter:{}, KeyConditions:" + keyConditions + "}");
        }
        List<String> odd = List.of("{BOOL:true}", "{NULL:true}", "{SS:['a']}", "{NS:['1']}", "{BS:['abcd']}", "{M:{}}", "{L:[]}");
        for (String attr : List.of("QueryFilter", "KeyConditions")) {
            for (String op : List.of("LT", "LE", "GT", "GE", "IN")) {
                each(shapes, odd, "{TableName:'abc', " + attr + ":{a:{ComparisonOperator:'" + op + "', AttributeValueList:[%v]}}}");
            }
            for (String op : List.of("CONTAINS", "NOT_CONTAINS")) {
                each(shapes, odd.subList(2, odd.size()), "{TableName:'abc', " + attr + ":{a:{ComparisonOperator:'" + op + "', AttributeValueList:[%v]}}}");
            }
            each(shapes, odd, "{TableName:'abc', " + attr + ":{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[%v, %v]}}}");
            each(shapes, concat(List.of("{N:'1'}"), odd), "{TableName:'abc', " + attr + ":{a:{ComparisonOperator:'BEGINS_WITH', AttributeValueList:[%v]}}}");
        }
        shapes.add("{TableName:'abc', KeyConditions:{a:{ComparisonOperator:'IN', AttributeValueList:[{S:'b'}, {N:'1'}]}}}");
        shapes.add("{TableName:'abc', KeyConditions:{a:{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'b'}, {S:'a'}]}}}");
        shapes.addAll(List.of("{TableName:'abc', KeyConditionExpression:'', ExpressionAttributeNames:{}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', KeyConditionExpression:'', ExpressionAttributeNames:{'a':'a'}, ExpressionAttributeValues:{}}",
                "{TableName:'abc', KeyConditionExpression:'', ExpressionAttributeValues:{}}",
                "{TableName:'abc', KeyConditionExpression:'', ExpressionAttributeValues:{'a':{S:'b'}}}",
                "{TableName:'abc', KeyConditionExpression:'', FilterExpression:'', ProjectionExpression:'', ExpressionAttributeValues:{':0':{S:'b'}}}",
                "{TableName:'abc', KeyConditionExpression:'attribute_type(a, :a)', ExpressionAttributeValues:{':a':{S:'S'}}}",
                "{TableName:'abc', FilterExpression:'', KeyConditionExpression:'attribute_type(a, :a)', ExpressionAttributeValues:{':a':{N:'1'}}}",
                "{TableName:'abc', KeyConditionExpression:'a between :b and :a', ExpressionAttributeValues:{':a':{S:'a'}, ':b':{N:'1'}}}",
                "{TableName:'abc', KeyConditionExpression:'a between :b and :a', ExpressionAttributeValues:{':a':{S:'a'}, ':b':{S:'b'}}}"));
        each(shapes, List.of("things are not gonna be ok", "a > 4", "(size(a))[0] > a", "attribute_type(a, b)"),
                "{TableName:'abc', FilterExpression:'', KeyConditionExpression:'%v'}");
        each(shapes, List.of("a > b and size(b) > c or a > c", "a in (b, size(c), d)", "attribute_exists(a)", "attribute_not_exists(a)",
                "contains(a.d, b)", "not a > b", "a <> b", "size(b) > a AND a.b > b AND b > c", "a > size(b.d)", "a between size(b) and size(a)",
                "b > a.b", "b between c[1] and d", "a between b and size(a)", "begins_with(a, b)", "b.d > a AND c.d > e.f", "a.d > c", "b[0] > a"),
                "{TableName:'abc', KeyConditionExpression:'%v'}");
        each(shapes, List.of(":a between size(b) and size(a) and b > :b", "begins_with(:a, b) and a > :b"),
                "{TableName:'abc', KeyConditionExpression:'%v', ExpressionAttributeValues:{':a':{S:'1'}, ':b':{S:'1'}}}");
        each(shapes, List.of(":b > :a AND a < :b", ":a > b AND :a < :b"),
                "{TableName:'abc', KeyConditionExpression:'%v', ExpressionAttributeValues:{':a':{N:'1'}, ':b':{N:'1'}}}");
        each(shapes, List.of("b > :a AND b < :a and c = :a and d = :a", "(a > :a and b > :a) and (b > :a and c > :a)"),
                "{TableName:'abc', KeyConditionExpression:'%v', ExpressionAttributeValues:{':a':{N:'1'}}}");
        // Table first, then the keys (the table 'abc' does not exist).
        List<String> zKeys = List.of("KeyConditions:{z:{ComparisonOperator:'NULL'}}, QueryFilter:{}",
                "KeyConditionExpression:'z = :a', ExpressionAttributeValues:{':a':{N:'1'}}");
        for (String keyOpts : concat(zKeys, List.of("KeyConditionExpression:'b between :a and :b', ExpressionAttributeValues:{':a':{N:'1'}, ':b':{N:'1'}}"))) {
            each(shapes, List.of("{}", "{b:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}}"), "{TableName:'abc', ExclusiveStartKey:%v, " + keyOpts + "}");
        }
        List<String> zMissing = List.of("KeyConditions:{z:{ComparisonOperator:'NULL'}}",
                "KeyConditionExpression:'z between :a and :b', ExpressionAttributeValues:{':a':{N:'1'}, ':b':{N:'1'}}");
        String[][] missing = {{"", "{a:{S:'a'}, b:{N:'1'}}", "{a:{S:'a'}, c:{N:'1'}}", "{a:{S:'a'}, z:{S:'1'}}"},
                {"index1", "{a:{S:'1'}, b:{N:'1'}, c:{N:'1'}}", "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}", "{a:{S:'a'}, b:{S:'a'}, z:{S:'a'}}"},
                {"index3", "{x:{N:'1'}, y:{N:'1'}, c:{S:'1'}}", "{a:{N:'1'}, b:{N:'1'}, c:{S:'1'}}", "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}"}};
        for (String[] m : missing) {
            String index = m[0].isEmpty() ? "" : "IndexName:'" + m[0] + "', ";
            for (String keyOpts : zMissing) {
                shapes.add("{TableName:'bad-rng', " + index + keyOpts + "}");
                for (int i = 1; i < m.length; i++) shapes.add("{TableName:'bad-rng', " + index + "ExclusiveStartKey:" + m[i] + ", " + keyOpts + "}");
            }
        }
        List<String> aKeys = List.of("KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{S:'b'}]}}",
                "KeyConditionExpression:'a = :a', ExpressionAttributeValues:{':a':{S:'b'}}");
        for (String keyOpts : aKeys) {
            each(shapes, List.of("{a:{S:'a'}}", "{a:{S:'a'}, c:{N:'1'}}", "{a:{S:'a'}, z:{S:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}}",
                    "{a:{S:'a'}, b:{N:'1'}}", "{a:{S:'a'}, b:{B:'YQ=='}}"), "{TableName:'bad-rng', ExclusiveStartKey:%v, " + keyOpts + "}");
            each(shapes, List.of("{a:{S:'a'}}", "{a:{S:'a'}, c:{N:'1'}}", "{a:{S:'a'}, z:{S:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}, d:{S:'1'}}"),
                    "{TableName:'bad-rng', IndexName:'index1', ExclusiveStartKey:%v, " + keyOpts + "}");
        }
        for (String keyOpts : aKeys) {
            each(shapes, List.of("{a:{S:'a'}, b:{N:'1'}, c:{N:'1'}}", "{a:{S:'a'}, b:{B:'YQ=='}, c:{N:'1'}}", "{a:{S:'a'}, b:{S:'a'}, c:{N:'1'}}",
                    "{a:{S:'a'}, b:{S:'a'}, c:{B:'YQ=='}}", "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}}", "{a:{S:'1'}, b:{B:'YQ=='}, c:{S:'a'}}",
                    "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}"), "{TableName:'bad-rng', IndexName:'index1', ExclusiveStartKey:%v, " + keyOpts + "}");
            shapes.add("{TableName:'bad-rng', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}}, " + keyOpts + "}");
        }
        List<String> cKeys = List.of("KeyConditions:{c:{ComparisonOperator:'EQ', AttributeValueList:[{S:'b'}]}}",
                "KeyConditionExpression:'c = :a', ExpressionAttributeValues:{':a':{S:'b'}}");
        for (String keyOpts : cKeys) {
            each(shapes, List.of("{x:{N:'1'}, y:{N:'1'}, c:{S:'a'}}", "{a:{N:'1'}, b:{S:'1'}, c:{S:'a'}}", "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}}",
                    "{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}"), "{TableName:'bad-rng', IndexName:'index3', ExclusiveStartKey:%v, " + keyOpts + "}");
            each(shapes, List.of("{x:{N:'1'}, y:{N:'1'}, c:{S:'a'}, d:{S:'a'}}", "{a:{N:'1'}, b:{S:'1'}, c:{S:'a'}, d:{S:'a'}}",
                    "{a:{S:'1'}, b:{N:'1'}, c:{S:'a'}, d:{S:'a'}}"), "{TableName:'bad-rng', IndexName:'index4', ExclusiveStartKey:%v, " + keyOpts + "}");
        }
        for (String keyOpts : List.of("KeyConditionExpression:'a = :a and c = :b', ExpressionAttributeValues:{':a':{S:'b'}, ':b':{N:'1'}}")) {
            shapes.add("{TableName:'bad-rng', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}}, " + keyOpts + "}");
        }
        for (String keyOpts : List.of("KeyConditionExpression:'a = :a and b = :b', ExpressionAttributeValues:{':a':{S:'b'}, ':b':{N:'1'}}")) {
            shapes.add("{TableName:'bad-rng', IndexName:'index1', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}}, " + keyOpts + "}");
        }
        for (String keyOpts : List.of("KeyConditionExpression:'c = :a and b = :b', ExpressionAttributeValues:{':a':{S:'b'}, ':b':{N:'1'}}")) {
            shapes.add("{TableName:'bad-rng', IndexName:'index4', Select:'ALL_ATTRIBUTES', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}, d:{S:'a'}}, "
                    + keyOpts + "}");
        }
        List<String> nonIndexable = List.of("{ComparisonOperator:'NULL'}", "{ComparisonOperator:'NOT_NULL'}",
                "{ComparisonOperator:'CONTAINS', AttributeValueList:[{S:'a'}]}", "{ComparisonOperator:'NOT_CONTAINS', AttributeValueList:[{S:'a'}]}",
                "{ComparisonOperator:'IN', AttributeValueList:[{S:'a'}]}");
        each(shapes, concat(nonIndexable, List.of("{ComparisonOperator:'NE', AttributeValueList:[{N:'1'}]}")), "{TableName:'bad-h', KeyConditions:{id:%v}}");
        each(shapes, nonIndexable, "{TableName:'bad-rng', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}},"
                + " KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{S:'b'}]}, b:%v}}");
        shapes.add("{TableName:'bad-rng', IndexName:'index1', KeyConditions:{a:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]},"
                + " c:{ComparisonOperator:'NULL'}}}");
        shapes.add("{TableName:'bad-h', KeyConditionExpression:':a > id', ExpressionAttributeValues:{':a':{N:'1'}}}");
        // A NULL key condition is refused only once the table, the index, ConsistentRead, the start key and the key
        // schema elements have been checked (query.js: "only checks this *after* it finds the table").
        String aEq = "a:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}", cNull = "c:{ComparisonOperator:'NULL'}";
        shapes.addAll(List.of("{TableName:'abc', " + kcNull + ", AttributesToGet:['a', 'a']}",
                "{TableName:'bad-rng', KeyConditions:{" + cNull + "}}", "{TableName:'bad-rng', KeyConditions:{" + aEq + ", " + cNull + "}}",
                "{TableName:'bad-rng', IndexName:'whatever', KeyConditions:{" + aEq + ", " + cNull + "}}",
                "{TableName:'bad-rng', IndexName:'index2', KeyConditions:{" + aEq + ", " + cNull + "}}",
                "{TableName:'bad-rng', IndexName:'index3', ConsistentRead:true, KeyConditions:{" + cNull + "}}",
                "{TableName:'bad-rng', ExclusiveStartKey:{}, " + kcNull + "}",
                "{TableName:'bad-rng', KeyConditions:{a:{ComparisonOperator:'CONTAINS', AttributeValueList:[{S:'a'}]}, b:{ComparisonOperator:'NULL'}}}"));
        // Key conditions a hash key cannot take: on the table (key renamed a -> id) and on the GSI index3 (on c).
        for (String[] target : new String[][] {{"bad-h", "", "id", "b"}, {"bad-rng", "IndexName:'index3', ", "c", "b"}}) {
            String table = "{TableName:'" + target[0] + "', " + target[1], k = target[2];
            shapes.add(table + "KeyConditions:{" + k + ":{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}, z:{ComparisonOperator:'EQ',"
                    + " AttributeValueList:[{S:'a'}]}}}");
            for (String op : List.of("LE", "LT", "GE", "GT", "BEGINS_WITH")) {
                shapes.add(table + "KeyConditions:{" + k + ":{ComparisonOperator:'" + op + "', AttributeValueList:[{S:'a'}]}}}");
            }
            shapes.add(table + "KeyConditions:{" + k + ":{ComparisonOperator:'BETWEEN', AttributeValueList:[{S:'a'}, {S:'a'}]}}}");
            for (String expression : List.of(k + " > :a", k + " < :a", ":a <= " + k, ":a >= " + k, "begins_with(" + k + ", :a)",
                    k + " between :a and :a", k + " = :a AND " + target[3] + " = :a", "y = :a and z = :a")) {
                shapes.add(table + "KeyConditionExpression:'" + expression + "', ExpressionAttributeValues:{':a':{S:'1'}}}");
            }
        }
        for (String keyOpts : cKeys) {
            shapes.add("{TableName:'bad-rng', IndexName:'index4', ExclusiveStartKey:{a:{S:'a'}, b:{S:'a'}, c:{S:'a'}, d:{S:'a'}}, " + keyOpts + "}");
        }
        each(shapes, List.of("attribute_exists(id.b) AND b = :b", "id = :b", "id[1] = :b"),
                "{TableName:'bad-h', FilterExpression:'%v', KeyConditionExpression:'id = :a', ExpressionAttributeValues:{':a':{S:'1'}, ':b':{N:'1'}}}");
        each(shapes, List.of("attribute_exists(b.c) AND c = :b", "b = :b", "b[1] = :b", "attribute_exists(d.c) AND c = :b", "d[1] = :b"),
                "{TableName:'bad-rng', FilterExpression:'%v', KeyConditionExpression:'a = :a', ExpressionAttributeValues:{':a':{S:'1'}, ':b':{N:'1'}}}");
        for (String queryOpts : List.of("KeyConditions:{c:{ComparisonOperator:'EQ', AttributeValueList:[{S:'a'}]}},"
                        + " QueryFilter:{a:{ComparisonOperator:'EQ', AttributeValueList:[{N:'1'}]}}",
                "KeyConditionExpression:'c = :a', FilterExpression:'a = :b and a.b = :a', ExpressionAttributeValues:{':a':{S:'a'}, ':b':{N:'1'}}")) {
            shapes.add("{TableName:'bad-rng', IndexName:'index4', Select:'ALL_ATTRIBUTES', ExclusiveStartKey:{a:{S:'a'}, b:{S:'b'}, c:{S:'a'}, d:{S:'b'}}, "
                    + queryOpts + "}");
        }
        // query.js "should return ValidationException for empty FilterExpression" / "... empty ProjectionExpression": an empty
        // expression is refused before the KeyConditionExpression's operator (attribute_type) is.
        shapes.add("{TableName:'abc', KeyConditionExpression:'attribute_type(a, :a)', FilterExpression:'', ProjectionExpression:'',"
                + " ExpressionAttributeValues:{':a':{S:'N'}}}");
        shapes.add("{TableName:'abc', KeyConditionExpression:'attribute_type(a, :a)', FilterExpression:'a > b', ProjectionExpression:'',"
                + " ExpressionAttributeValues:{':a':{S:'N'}}}");
        // query.js "should return ValidationException if global range in ExclusiveStartKey is invalid": on index4 (keys c, d;
        // not projecting ALL) the start key is refused before Select ALL_ATTRIBUTES is.
        for (String keyOpts : cKeys) {
            each(shapes, List.of("{c:{S:'1'}}", "{a:{N:'1'}, c:{S:'1'}}", "{a:{N:'1'}, b:{N:'1'}, c:{S:'1'}}",
                    "{a:{N:'1'}, b:{N:'1'}, c:{S:'1'}, e:{N:'1'}}", "{a:{S:'a'}, b:{S:'1'}, c:{S:'1'}, d:{S:'1'}, e:{S:'1'}}"),
                    "{TableName:'bad-rng', IndexName:'index4', Select:'ALL_ATTRIBUTES', ExclusiveStartKey:%v, " + keyOpts + "}");
        }
        for (String shape : shapes) add("Query", shape);
    }

    /** The BatchGetItem and BatchWriteItem requests of dynalite's batch tests. */
    private static void dynaliteBatchShapes() {
        StringJoiner hundred = new StringJoiner(", ");
        for (int i = 0; i < 100; i++) hundred.add("{a:{S:'" + i + "'}}");
        String key = "{a:{S:'k'}, b:{N:'1'}}";
        List<String> gets = new ArrayList<>(List.of("{ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi'}",
                "{RequestItems:{a:{}}, ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi'}", "{RequestItems:{a:{Keys:[]}}}",
                "{RequestItems:{'aa;':{}}, ReturnConsumedCapacity:'hi'}", "{RequestItems:{a:{Keys:[{a:{S:'a'}}]}}}",
                "{RequestItems:{abc:{Keys:[" + hundred + ", {a:{S:'100'}}]}}}",
                "{RequestItems:{abc:{Keys:[{}], AttributesToGet:['a'], ExpressionAttributeNames:{}, ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[{}], AttributesToGet:['a'], ExpressionAttributeNames:{}}}}",
                "{RequestItems:{abc:{Keys:[{}], ExpressionAttributeNames:{}, ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[{}], ExpressionAttributeNames:{'a':'a'}, ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[{}], ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[" + hundred + "]}, abd:{Keys:[{a:{S:'100'}}]}}}",
                "{RequestItems:{abc:{Keys:[" + hundred + "]}}}",
                "{RequestItems:{abc:{Keys:[" + key + ", {b:{N:'1'}, a:{S:'k'}}, " + key + "], ExpressionAttributeNames:{}, ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[" + key + ", {b:{N:'1'}, a:{S:'k'}}, " + key + "], ProjectionExpression:''}}}",
                "{RequestItems:{abc:{Keys:[" + key + ", {b:{N:'1'}, a:{S:'k'}}, " + key + "]}}}",
                "{RequestItems:{abc:{Keys:[{a:{S:'x'}}, {a:{S:'y'}}, {a:{S:'x'}}], AttributesToGet:['a', 'a']}}}",
                "{RequestItems:{abc:{Keys:[{}], AttributesToGet:['a', 'a']}}}",
                "{RequestItems:{'bad-missing':{Keys:[{}]}}}",
                "{RequestItems:{'bad-ps':{Keys:[{PK:{S:'a'}, SK:{N:'1'}}, {SK:{N:'1'}, PK:{S:'a'}}]}}}",
                "{RequestItems:{'bad-ps':{Keys:[{PK:{S:'a'}, SK:{N:'1'}}, {PK:{S:'a'}, SK:{N:'1.0'}}]}}}"));
        for (String value : BAD_VALUES) gets.add("{RequestItems:{abc:{Keys:[{a:" + value + "}]}}}");
        for (String k : List.of("{}", "{b:{S:'a'}}", "{id:{S:'a'}, b:{S:'a'}}", "{id:{B:'abcd'}}", "{id:{N:'1'}}", "{id:{BOOL:true}}",
                "{id:{NULL:true}}", "{id:{SS:['a']}}", "{id:{NS:['1']}}", "{id:{BS:['aaaa']}}", "{id:{M:{}}}", "{id:{L:[]}}")) {
            gets.add("{RequestItems:{'bad-h':{Keys:[" + k + "]}}}");
        }
        for (String shape : gets) add("BatchGetItem", shape.replace(", ReturnItemCollectionMetrics:'hi'", ""));
        StringJoiner mixed25 = new StringJoiner(", "), mixed26 = new StringJoiner(", ");
        for (int i = 0; i < 26; i++) {
            String request = i % 2 == 1 ? "{DeleteRequest:{Key:{a:{S:'" + i + "'}}}}" : "{PutRequest:{Item:{a:{S:'" + i + "'}}}}";
            if (i < 25) mixed25.add(request);
            mixed26.add(request);
        }
        List<String> writes = new ArrayList<>(List.of("{ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi'}",
                "{RequestItems:{a:[]}}", "{RequestItems:{abc:[{}]}}", "{RequestItems:{a:[]}, ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi'}",
                "{RequestItems:{abc:[" + mixed26 + "]}}", "{RequestItems:{abc:[" + mixed25 + "]}}",
                "{RequestItems:{abc:[{PutRequest:{Item:{a:{S:'x'}, c:{S:'c'}}}}, {DeleteRequest:{Key:{a:{S:'x'}}}}]}}",
                "{RequestItems:{'bad-h':[{PutRequest:{Item:{id:{S:'x'}, c:{S:'c'}}}}, {DeleteRequest:{Key:{id:{S:'x'}}}}]}}",
                "{RequestItems:{'bad-h':[{DeleteRequest:{Key:{id:{S:'x'}}}}, {PutRequest:{Item:{id:{S:'x'}, c:{S:'c'}}}}]}}",
                "{RequestItems:{a:[{PutRequest:{Item:{a:{S:'a'}}}}]}}",
                // dynalite's shape has the table name 'aa;': its violation shows the map, which dynalite renders with DeleteRequest
                // first (DynamoDB's recorded text leaves it open, {.+}); BatchWriteItemTest holds that shape to the recorded text.
                "{RequestItems:{abc:[{PutRequest:{}, DeleteRequest:{}}]}, ReturnConsumedCapacity:'hi', ReturnItemCollectionMetrics:'hi'}",
                "{RequestItems:{abc:[{PutRequest:{}}]}}", "{RequestItems:{abc:[{DeleteRequest:{}}]}}",
                "{RequestItems:{abc:[{PutRequest:{Item:{a:{S:'a'}}}}, {DeleteRequest:{}}, {PutRequest:{}}], a:[{DeleteRequest:{}}]}}"));
        for (String value : BAD_VALUES) writes.add("{RequestItems:{abc:[{PutRequest:{Item:{a:" + value + "}}}]}}");
        for (String shape : writes) add("BatchWriteItem", shape);
    }

    /** Adds {@code template} once per value, the value in place of %v. */
    private static void each(List<String> shapes, List<String> values, String template) {
        for (String value : values) shapes.add(template.replace("%v", value));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
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
                {TableName:'bad-rng', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'a', AttributeType:'S'}, {AttributeName:'b', AttributeType:'S'},
                                       {AttributeName:'c', AttributeType:'S'}, {AttributeName:'d', AttributeType:'S'}],
                 KeySchema:[{AttributeName:'a', KeyType:'HASH'}, {AttributeName:'b', KeyType:'RANGE'}],
                 LocalSecondaryIndexes:[
                   {IndexName:'index1', KeySchema:[{AttributeName:'a', KeyType:'HASH'}, {AttributeName:'c', KeyType:'RANGE'}],
                    Projection:{ProjectionType:'ALL'}},
                   {IndexName:'index2', KeySchema:[{AttributeName:'a', KeyType:'HASH'}, {AttributeName:'d', KeyType:'RANGE'}],
                    Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['c']}}],
                 GlobalSecondaryIndexes:[
                   {IndexName:'index3', KeySchema:[{AttributeName:'c', KeyType:'HASH'}], Projection:{ProjectionType:'ALL'}},
                   {IndexName:'index4', KeySchema:[{AttributeName:'c', KeyType:'HASH'}, {AttributeName:'d', KeyType:'RANGE'}],
                    Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['e']}}]}""");
        d.createTable("{TableName:'bad-prov', AttributeDefinitions:[{AttributeName:'id', AttributeType:'S'}],"
                + " KeySchema:[{AttributeName:'id', KeyType:'HASH'}], ProvisionedThroughput:{ReadCapacityUnits:5, WriteCapacityUnits:5}}");
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

