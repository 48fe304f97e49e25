package dev.ddbcourse.engine.differential;

/** CreateTable requests (lenient JSON) for the shapes the scenarios use; on-demand billing. */
final class Tables {
    private Tables() {}

    /** Partition key only. */
    static String hashOnly(String table, String keyName, String keyType) {
        return """
                {TableName:'%s', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'%s', AttributeType:'%s'}],
                 KeySchema:[{AttributeName:'%s', KeyType:'HASH'}]}"""
                .formatted(table, keyName, keyType, keyName);
    }

    /** PK (string) and SK of the given type. */
    static String pkSk(String table, String sortKeyType) {
        return """
                {TableName:'%s', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'PK', AttributeType:'S'}, {AttributeName:'SK', AttributeType:'%s'}],
                 KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'SK', KeyType:'RANGE'}]}"""
                .formatted(table, sortKeyType);
    }
}
