package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** CreateTable, DescribeTable, UpdateTable, ListTables, DeleteTable and tags, compared with dynalite. */
@Tag("differential")
class TableOperationsDifferentialTest {

    @Test
    void lifecycleOfAHashOnlyTable() {
        var d = Differential.againstDynalite("table lifecycle");
        d.send("CreateTable", Tables.hashOnly("tbl-life", "id", "S"));
        d.awaitActive("tbl-life");
        d.send("DescribeTable", "{TableName:'tbl-life'}");
        d.send("CreateTable", Tables.hashOnly("tbl-life", "id", "S"));
        d.send("DeleteTable", "{TableName:'tbl-life'}");
        d.awaitGone("tbl-life");
        d.send("DescribeTable", "{TableName:'tbl-life'}");
        d.send("DeleteTable", "{TableName:'tbl-life'}");
        d.send("PutItem", "{TableName:'tbl-life', Item:{id:{S:'a'}}}");
        d.assertAgree();
    }

    @Test
    void provisionedTableWithNumberSortKeyThenOnDemand() {
        var d = Differential.againstDynalite("provisioned table, then on-demand");
        d.send("CreateTable", """
                {TableName:'tbl-prov', BillingMode:'PROVISIONED', ProvisionedThroughput:{ReadCapacityUnits:5, WriteCapacityUnits:3},
                 AttributeDefinitions:[{AttributeName:'h', AttributeType:'B'}, {AttributeName:'r', AttributeType:'N'}],
                 KeySchema:[{AttributeName:'h', KeyType:'HASH'}, {AttributeName:'r', KeyType:'RANGE'}]}""");
        d.awaitActive("tbl-prov");
        d.send("DescribeTable", "{TableName:'tbl-prov'}");
        d.send("UpdateTable", "{TableName:'tbl-prov', ProvisionedThroughput:{ReadCapacityUnits:5, WriteCapacityUnits:3}}");
        d.send("UpdateTable", "{TableName:'tbl-prov', ProvisionedThroughput:{ReadCapacityUnits:7, WriteCapacityUnits:3}}");
        d.awaitActive("tbl-prov");
        d.send("UpdateTable", "{TableName:'tbl-prov', BillingMode:'PAY_PER_REQUEST'}");
        d.awaitActive("tbl-prov");
        d.send("DescribeTable", "{TableName:'tbl-prov'}");
        d.send("UpdateTable", "{TableName:'tbl-prov', ProvisionedThroughput:{ReadCapacityUnits:1, WriteCapacityUnits:1}}");
        d.assertAgree();
    }

    @Test
    void tableWithGlobalAndLocalIndexes() {
        var d = Differential.againstDynalite("table with indexes");
        d.send("CreateTable", """
                {TableName:'tbl-idx', BillingMode:'PAY_PER_REQUEST',
                 AttributeDefinitions:[{AttributeName:'PK', AttributeType:'S'}, {AttributeName:'SK', AttributeType:'S'},
                                       {AttributeName:'GSI1PK', AttributeType:'S'}, {AttributeName:'GSI1SK', AttributeType:'N'},
                                       {AttributeName:'LSK', AttributeType:'S'}],
                 KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'SK', KeyType:'RANGE'}],
                 GlobalSecondaryIndexes:[
                   {IndexName:'GSI1', KeySchema:[{AttributeName:'GSI1PK', KeyType:'HASH'}, {AttributeName:'GSI1SK', KeyType:'RANGE'}],
                    Projection:{ProjectionType:'INCLUDE', NonKeyAttributes:['title', 'price']}},
                   {IndexName:'ByLsk', KeySchema:[{AttributeName:'LSK', KeyType:'HASH'}], Projection:{ProjectionType:'KEYS_ONLY'}}],
                 LocalSecondaryIndexes:[
                   {IndexName:'LSI1', KeySchema:[{AttributeName:'PK', KeyType:'HASH'}, {AttributeName:'LSK', KeyType:'RANGE'}],
                    Projection:{ProjectionType:'ALL'}}]}""");
        d.awaitActive("tbl-idx");
        d.send("DescribeTable", "{TableName:'tbl-idx'}");
        // Not DescribeTable after a write: DynamoDB refreshes ItemCount and sizes about every six
        // hours, dynalite never, the engine at once; no two of them agree.
        d.assertAgree();
    }

    @Test
    void listTablesPagesInNameOrder() {
        var d = Differential.againstDynalite("list tables");
        for (String name : new String[] {"zz-list-c", "zz-list-a", "zz-list-b", "zz-list-d"}) {
            d.createTable(Tables.hashOnly(name, "id", "S"));
        }
        // Names from other scenarios sort before "zz-": start after them.
        d.send("ListTables", "{ExclusiveStartTableName:'zz-list-'}");
        d.send("ListTables", "{ExclusiveStartTableName:'zz-list-', Limit:2}");
        d.send("ListTables", "{ExclusiveStartTableName:'zz-list-b', Limit:2}");
        d.send("ListTables", "{ExclusiveStartTableName:'zz-list-c', Limit:1}");
        d.send("ListTables", "{ExclusiveStartTableName:'zz-list-d'}");
        d.assertAgree();
    }

    @Test
    void tagsOfATable() {
        var d = Differential.againstDynalite("tags");
        d.createTable(Tables.hashOnly("tbl-tags", "id", "S"));
        d.send("ListTagsOfResource", "{ResourceArn:'{{arn:tbl-tags}}'}");
        d.send("TagResource", "{ResourceArn:'{{arn:tbl-tags}}', Tags:[{Key:'team', Value:'course'}, {Key:'env', Value:'test'}]}");
        d.send("ListTagsOfResource", "{ResourceArn:'{{arn:tbl-tags}}'}", Compare.UNORDERED_ITEMS);
        d.send("UntagResource", "{ResourceArn:'{{arn:tbl-tags}}', TagKeys:['env']}");
        d.send("ListTagsOfResource", "{ResourceArn:'{{arn:tbl-tags}}'}");
        d.send("TagResource", "{ResourceArn:'{{arn:tbl-tags}}', Tags:[]}");
        d.send("TagResource", "{ResourceArn:'arn:aws:dynamodb:us-east-1:000000000000:table/tbl-nope', Tags:[{Key:'a', Value:'b'}]}");
        d.assertAgree();
    }
}
