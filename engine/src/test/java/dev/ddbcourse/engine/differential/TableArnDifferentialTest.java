package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A table's ARN as TableName and as a RequestItems key, compared with moto 5.2.5, which takes it as DynamoDB does since
 * 2024 (getmoto/moto#7948; the API reference's TableName members: "You can also provide the Amazon Resource Name (ARN)
 * of the table in this parameter"). {@code {{arn:T}}} is each server's own ARN of T (accounts differ, and are masked, in answers).
 * ConsumedCapacity is compared for PutItem and GetItem (both servers name the table as the request did, as the API
 * reference's ConsumedCapacity.TableName says) and left out where moto counts units otherwise (an UpdateItem, which moto
 * answers with ConsumedCapacity unasked, a Query or Scan of one small item, the batches and transactions). dynalite 4.0.0 refuses ARNs (KnownDifferences); the checks of another account, region or resource type
 * are DynamoDB's (TableArnTest), which moto does not make.
 */
@Tag("differential")
class TableArnDifferentialTest {

    @Test
    void itemAndTableOperationsByArn() {
        var d = Differential.againstMoto("table ARN as TableName");
        d.createTable(Tables.hashOnly("arn-diff", "id", "S"));
        d.send("PutItem", "{TableName:'{{arn:arn-diff}}', Item:{id:{S:'a'}, v:{N:'1'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("GetItem", "{TableName:'{{arn:arn-diff}}', Key:{id:{S:'a'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("UpdateItem", "{TableName:'{{arn:arn-diff}}', Key:{id:{S:'a'}}, UpdateExpression:'SET v = :v',"
                + " ExpressionAttributeValues:{':v':{N:'2'}}, ReturnValues:'ALL_NEW'}",
                Compare.NO_CAPACITY);
        d.send("Query", "{TableName:'{{arn:arn-diff}}', KeyConditionExpression:'id = :a', ExpressionAttributeValues:{':a':{S:'a'}}}");
        d.send("Scan", "{TableName:'{{arn:arn-diff}}'}");
        d.send("BatchWriteItem", "{RequestItems:{'{{arn:arn-diff}}':[{PutRequest:{Item:{id:{S:'b'}}}}, {PutRequest:{Item:{id:{S:'c'}}}}]}}",
                Compare.BEHAVIOUR);
        d.send("BatchGetItem", "{RequestItems:{'{{arn:arn-diff}}':{Keys:[{id:{S:'b'}}, {id:{S:'c'}}]}}}",
                Compare.UNORDERED_ITEMS, Compare.BEHAVIOUR);
        d.send("TransactWriteItems", "{TransactItems:[{Put:{TableName:'{{arn:arn-diff}}', Item:{id:{S:'d'}}}},"
                + " {Delete:{TableName:'{{arn:arn-diff}}', Key:{id:{S:'c'}}}}]}",
                Compare.BEHAVIOUR);
        d.send("TransactGetItems", "{TransactItems:[{Get:{TableName:'{{arn:arn-diff}}', Key:{id:{S:'d'}}}}]}");
        d.send("DeleteItem", "{TableName:'{{arn:arn-diff}}', Key:{id:{S:'a'}}, ReturnValues:'ALL_OLD'}");
        d.send("Scan", "{TableName:'{{arn:arn-diff}}'}", Compare.UNORDERED_ITEMS);
        d.send("DescribeTimeToLive", "{TableName:'{{arn:arn-diff}}'}");
        d.send("DescribeContinuousBackups", "{TableName:'{{arn:arn-diff}}'}", Compare.BEHAVIOUR);
        d.assertAgree();
    }
}
