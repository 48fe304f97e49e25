package dev.ddbcourse.engine.internal.validation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of every operation's request, as DynamoDB's API model (and the Streams API's) declares it: what
 * {@link TypeCheck} holds each request against before any other check. Members are listed in the
 * order DynamoDB reports the first wrong one (dynalite records that order); a member not listed
 * here is ignored, as DynamoDB ignores unknown members.
 */
final class Shapes {
    private Shapes() {}

    /** A member's declared type. */
    sealed interface Shape permits Scalar, ListOf, MapOf, Struct {}

    enum Scalar implements Shape {
        STRING("java.lang.String"), INTEGER("java.lang.Integer"), LONG("java.lang.Long"),
        BOOLEAN("java.lang.Boolean"), BLOB("java.nio.ByteBuffer");

        final String javaName;

        Scalar(String javaName) { this.javaName = javaName; }

        /** The type's name in DynamoDB's conversion messages ("... cannot be converted to Integer"). */
        String simpleName() { return javaName.substring(javaName.lastIndexOf('.') + 1); }
    }

    record ListOf(Shape element) implements Shape {}

    record MapOf(Shape value) implements Shape {}

    /** A structure; members are filled after creation so that AttributeValue can contain itself. */
    record Struct(String name, Map<String, Shape> members) implements Shape {
        Struct(String name) { this(name, new LinkedHashMap<>()); }

        Struct with(Object... namesAndShapes) {
            for (int i = 0; i < namesAndShapes.length; i += 2) members.put((String) namesAndShapes[i], (Shape) namesAndShapes[i + 1]);
            return this;
        }
    }

    /** The name DynamoDB's (Java) front end gives a type in "Unrecognized collection type ..." messages. */
    static String javaName(Shape shape) {
        if (shape instanceof Scalar s) return s.javaName;
        if (shape instanceof Struct s) return "com.amazonaws.dynamodb.v20120810." + s.name();
        if (shape instanceof ListOf l) return "java.util.List<" + javaName(l.element()) + ">";
        return "java.util.Map<java.lang.String, " + javaName(((MapOf) shape).value()) + ">";
    }

    private static final Scalar S = Scalar.STRING, I = Scalar.INTEGER, L = Scalar.LONG, B = Scalar.BOOLEAN;

    static final Struct ATTRIBUTE_VALUE = new Struct("AttributeValue");
    private static final MapOf ITEM = new MapOf(ATTRIBUTE_VALUE);
    private static final MapOf NAMES = new MapOf(S);
    private static final ListOf STRINGS = new ListOf(S);

    static {
        ATTRIBUTE_VALUE.with("S", S, "N", S, "B", Scalar.BLOB, "SS", STRINGS, "NS", STRINGS,
                "BS", new ListOf(Scalar.BLOB), "M", ITEM, "L", new ListOf(ATTRIBUTE_VALUE), "NULL", B, "BOOL", B);
    }

    private static final ListOf VALUE_LIST = new ListOf(ATTRIBUTE_VALUE);
    private static final MapOf EXPECTED = new MapOf(new Struct("ExpectedAttributeValue")
            .with("Value", ATTRIBUTE_VALUE, "Exists", B, "ComparisonOperator", S, "AttributeValueList", VALUE_LIST));
    private static final MapOf CONDITIONS = new MapOf(new Struct("Condition")
            .with("AttributeValueList", VALUE_LIST, "ComparisonOperator", S));
    private static final Struct THROUGHPUT = new Struct("ProvisionedThroughput")
            .with("ReadCapacityUnits", L, "WriteCapacityUnits", L);
    private static final Struct ON_DEMAND = new Struct("OnDemandThroughput")
            .with("MaxReadRequestUnits", L, "MaxWriteRequestUnits", L);
    private static final Struct WARM = new Struct("WarmThroughput").with("ReadUnitsPerSecond", L, "WriteUnitsPerSecond", L);
    private static final ListOf ATTRIBUTE_DEFINITIONS = new ListOf(new Struct("AttributeDefinition")
            .with("AttributeName", S, "AttributeType", S));
    private static final ListOf KEY_SCHEMA = new ListOf(new Struct("KeySchemaElement").with("AttributeName", S, "KeyType", S));
    private static final Struct PROJECTION = new Struct("Projection").with("ProjectionType", S, "NonKeyAttributes", STRINGS);
    private static final Struct STREAM = new Struct("StreamSpecification").with("StreamEnabled", B, "StreamViewType", S);
    private static final Struct SSE = new Struct("SSESpecification").with("Enabled", B, "SSEType", S, "KMSMasterKeyId", S);
    private static final ListOf TAGS = new ListOf(new Struct("Tag").with("Key", S, "Value", S));

    private static Struct request(String operation, Object... members) {
        return new Struct(operation + "Input").with(members);
    }

    /** One write inside TransactWriteItems; {@code first} are the members before the common ones. */
    private static Struct transactWrite(String name, Object... first) {
        Struct s = new Struct(name).with(first);
        return s.with("TableName", S, "ConditionExpression", S, "ExpressionAttributeNames", NAMES,
                "ExpressionAttributeValues", ITEM, "ReturnValuesOnConditionCheckFailure", S);
    }

    static final Map<String, Struct> REQUESTS = Map.ofEntries(
            Map.entry("CreateTable", request("CreateTable", "AttributeDefinitions", ATTRIBUTE_DEFINITIONS, "TableName", S,
                    "BillingMode", S, "ProvisionedThroughput", THROUGHPUT, "KeySchema", KEY_SCHEMA,
                    "LocalSecondaryIndexes", new ListOf(new Struct("LocalSecondaryIndex")
                            .with("IndexName", S, "KeySchema", KEY_SCHEMA, "Projection", PROJECTION)),
                    "GlobalSecondaryIndexes", new ListOf(new Struct("GlobalSecondaryIndex").with("IndexName", S,
                            "KeySchema", KEY_SCHEMA, "Projection", PROJECTION, "ProvisionedThroughput", THROUGHPUT,
                            "OnDemandThroughput", ON_DEMAND, "WarmThroughput", WARM)),
                    "StreamSpecification", STREAM, "SSESpecification", SSE, "Tags", TAGS, "TableClass", S,
                    "DeletionProtectionEnabled", B, "OnDemandThroughput", ON_DEMAND, "WarmThroughput", WARM,
                    "ResourcePolicy", S)),
            Map.entry("UpdateTable", request("UpdateTable", "TableName", S, "ProvisionedThroughput", THROUGHPUT,
                    "BillingMode", S, "GlobalSecondaryIndexUpdates", new ListOf(new Struct("GlobalSecondaryIndexUpdate").with(
                            "Update", new Struct("UpdateGlobalSecondaryIndexAction").with("IndexName", S,
                                    "ProvisionedThroughput", THROUGHPUT, "OnDemandThroughput", ON_DEMAND, "WarmThroughput", WARM),
                            "Create", new Struct("CreateGlobalSecondaryIndexAction").with("IndexName", S, "KeySchema", KEY_SCHEMA,
                                    "Projection", PROJECTION, "ProvisionedThroughput", THROUGHPUT,
                                    "OnDemandThroughput", ON_DEMAND, "WarmThroughput", WARM),
                            "Delete", new Struct("DeleteGlobalSecondaryIndexAction").with("IndexName", S))),
                    "AttributeDefinitions", ATTRIBUTE_DEFINITIONS, "StreamSpecification", STREAM, "SSESpecification", SSE,
                    "TableClass", S, "DeletionProtectionEnabled", B, "OnDemandThroughput", ON_DEMAND, "WarmThroughput", WARM)),
            Map.entry("DeleteTable", request("DeleteTable", "TableName", S)),
            Map.entry("DescribeTable", request("DescribeTable", "TableName", S)),
            Map.entry("ListTables", request("ListTables", "Limit", I, "ExclusiveStartTableName", S)),
            Map.entry("TagResource", request("TagResource", "ResourceArn", S, "Tags", TAGS)),
            Map.entry("UntagResource", request("UntagResource", "ResourceArn", S, "TagKeys", STRINGS)),
            Map.entry("ListTagsOfResource", request("ListTagsOfResource", "ResourceArn", S, "NextToken", S)),
            Map.entry("GetItem", request("GetItem", "ReturnConsumedCapacity", S, "AttributesToGet", STRINGS, "TableName", S,
                    "Key", ITEM, "ConsistentRead", B, "ProjectionExpression", S, "ExpressionAttributeNames", NAMES)),
            Map.entry("PutItem", request("PutItem", "ReturnConsumedCapacity", S, "TableName", S, "Item", ITEM,
                    "ConditionalOperator", S, "Expected", EXPECTED, "ReturnValues", S, "ReturnItemCollectionMetrics", S,
                    "ConditionExpression", S, "ExpressionAttributeValues", ITEM, "ExpressionAttributeNames", NAMES,
                    "ReturnValuesOnConditionCheckFailure", S)),
            Map.entry("DeleteItem", request("DeleteItem", "ReturnConsumedCapacity", S, "TableName", S, "ReturnValues", S,
                    "ReturnItemCollectionMetrics", S, "Key", ITEM, "ConditionalOperator", S, "Expected", EXPECTED,
                    "ConditionExpression", S, "ExpressionAttributeValues", ITEM, "ExpressionAttributeNames", NAMES,
                    "ReturnValuesOnConditionCheckFailure", S)),
            Map.entry("UpdateItem", request("UpdateItem", "ReturnConsumedCapacity", S, "TableName", S,
                    "ReturnItemCollectionMetrics", S, "ReturnValues", S, "Key", ITEM, "ConditionalOperator", S,
                    "Expected", EXPECTED, "AttributeUpdates", new MapOf(new Struct("AttributeValueUpdate")
                            .with("Value", ATTRIBUTE_VALUE, "Action", S)),
                    "ConditionExpression", S, "UpdateExpression", S, "ExpressionAttributeValues", ITEM,
                    "ExpressionAttributeNames", NAMES, "ReturnValuesOnConditionCheckFailure", S)),
            Map.entry("Query", request("Query", "Select", S, "IndexName", S, "ReturnConsumedCapacity", S,
                    "QueryFilter", CONDITIONS, "TableName", S, "ConditionalOperator", S, "AttributesToGet", STRINGS,
                    "Limit", I, "KeyConditions", CONDITIONS, "ExclusiveStartKey", ITEM, "ConsistentRead", B,
                    "ScanIndexForward", B, "KeyConditionExpression", S, "FilterExpression", S, "ProjectionExpression", S,
                    "ExpressionAttributeValues", ITEM, "ExpressionAttributeNames", NAMES)),
            Map.entry("Scan", request("Scan", "Select", S, "IndexName", S, "TotalSegments", I, "ReturnConsumedCapacity", S,
                    "TableName", S, "ConditionalOperator", S, "ScanFilter", CONDITIONS, "Segment", I, "Limit", I,
                    "AttributesToGet", STRINGS, "ExclusiveStartKey", ITEM, "FilterExpression", S, "ProjectionExpression", S,
                    "ExpressionAttributeValues", ITEM, "ExpressionAttributeNames", NAMES, "ConsistentRead", B)),
            Map.entry("BatchGetItem", request("BatchGetItem", "ReturnConsumedCapacity", S, "RequestItems",
                    new MapOf(new Struct("KeysAndAttributes").with("Keys", new ListOf(ITEM), "AttributesToGet", STRINGS,
                            "ConsistentRead", B, "ProjectionExpression", S, "ExpressionAttributeNames", NAMES)))),
            Map.entry("BatchWriteItem", request("BatchWriteItem", "ReturnConsumedCapacity", S, "ReturnItemCollectionMetrics", S,
                    "RequestItems", new MapOf(new ListOf(new Struct("WriteRequest").with(
                            "PutRequest", new Struct("PutRequest").with("Item", ITEM),
                            "DeleteRequest", new Struct("DeleteRequest").with("Key", ITEM)))))),
            // The order of the AWS SDKs' model (botocore's service-2.json): TableName first.
            Map.entry("DescribeContinuousBackups", request("DescribeContinuousBackups", "TableName", S)),
            Map.entry("UpdateContinuousBackups", request("UpdateContinuousBackups", "TableName", S,
                    "PointInTimeRecoverySpecification", new Struct("PointInTimeRecoverySpecification")
                            .with("PointInTimeRecoveryEnabled", B, "RecoveryPeriodInDays", I))),
            Map.entry("DescribeTimeToLive", request("DescribeTimeToLive", "TableName", S)),
            Map.entry("DescribeLimits", request("DescribeLimits")),
            Map.entry("UpdateTimeToLive", request("UpdateTimeToLive", "TableName", S, "TimeToLiveSpecification",
                    new Struct("TimeToLiveSpecification").with("Enabled", B, "AttributeName", S))),
            // The Streams API's operations (its own target prefix; no name is also one of DynamoDB's).
            Map.entry("ListStreams", request("ListStreams", "TableName", S, "Limit", I, "ExclusiveStartStreamArn", S)),
            Map.entry("DescribeStream", request("DescribeStream", "StreamArn", S, "Limit", I, "ExclusiveStartShardId", S)),
            Map.entry("GetShardIterator", request("GetShardIterator", "StreamArn", S, "ShardId", S, "ShardIteratorType", S,
                    "SequenceNumber", S)),
            Map.entry("GetRecords", request("GetRecords", "ShardIterator", S, "Limit", I)),
            Map.entry("TransactGetItems", request("TransactGetItems", "TransactItems", new ListOf(new Struct("TransactGetItem")
                    .with("Get", new Struct("Get").with("Key", ITEM, "TableName", S, "ProjectionExpression", S,
                            "ExpressionAttributeNames", NAMES))), "ReturnConsumedCapacity", S)),
            Map.entry("TransactWriteItems", request("TransactWriteItems", "TransactItems", new ListOf(new Struct("TransactWriteItem")
                    .with("ConditionCheck", transactWrite("ConditionCheck", "Key", ITEM),
                            "Put", transactWrite("Put", "Item", ITEM),
                            "Delete", transactWrite("Delete", "Key", ITEM),
                            "Update", transactWrite("Update", "Key", ITEM, "UpdateExpression", S))),
                    "ReturnConsumedCapacity", S, "ReturnItemCollectionMetrics", S, "ClientRequestToken", S)),
            Map.entry("ExecuteStatement", request("ExecuteStatement", "Statement", S, "Parameters", VALUE_LIST,
                    "ConsistentRead", B, "NextToken", S, "ReturnConsumedCapacity", S, "Limit", I,
                    "ReturnValuesOnConditionCheckFailure", S)),
            Map.entry("BatchExecuteStatement", request("BatchExecuteStatement", "Statements", new ListOf(
                    new Struct("BatchStatementRequest").with("Statement", S, "Parameters", VALUE_LIST, "ConsistentRead", B,
                            "ReturnValuesOnConditionCheckFailure", S)), "ReturnConsumedCapacity", S)),
            Map.entry("ExecuteTransaction", request("ExecuteTransaction", "TransactStatements", new ListOf(
                    new Struct("ParameterizedStatement").with("Statement", S, "Parameters", VALUE_LIST,
                            "ReturnValuesOnConditionCheckFailure", S)), "ClientRequestToken", S, "ReturnConsumedCapacity", S)));

    /** The operations whose requests are held to a declared shape. */
    static List<String> operations() { return List.copyOf(REQUESTS.keySet()); }
}
