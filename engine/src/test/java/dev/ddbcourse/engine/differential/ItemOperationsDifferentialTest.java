package dev.ddbcourse.engine.differential;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * PutItem, GetItem, UpdateItem and DeleteItem with conditions, ReturnValues and consumed
 * capacity, compared with dynalite. The tables have no index, so write capacity is DynamoDB's
 * rule in both (dynalite does not charge index writes).
 *
 * <p>Not compared, because dynalite 4.0.0 lacks them or differs from DynamoDB:
 * ReturnValuesOnConditionCheckFailure (ignored), equality of maps (dynalite never finds two maps
 * equal), arithmetic beyond 38 digits (dynalite keeps every digit), an update that only REMOVEs from a
 * missing item (dynalite creates the item; DynamoDB stores nothing, as scylladb/scylladb#5862 found, and so
 * does the engine: {@code UpdateItemTest}), and the legacy Expected / AttributeUpdates parameters.
 */
@Tag("differential")
class ItemOperationsDifferentialTest {

    @Test
    void putAndGetEveryAttributeType() {
        var d = Differential.againstDynalite("put and get every type");
        d.createTable(Tables.pkSk("itm-types", "S"));
        d.send("PutItem", """
                {TableName:'itm-types', ReturnConsumedCapacity:'TOTAL', Item:{PK:{S:'a'}, SK:{S:'1'},
                 s:{S:'text ü 😀'}, n:{N:'-12.500'}, big:{N:'12345678901234567890123456789012345678'}, tiny:{N:'1E-130'},
                 huge:{N:'9.9999999999999999999999999999999999999E+125'}, z:{N:'-0'}, lead:{N:'000123.4500'},
                 b:{B:'AAEC/w=='}, ss:{SS:['b', 'a', 'c']}, ns:{NS:['3', '1.0', '-2']}, bs:{BS:['AQ==', 'Ag==']},
                 m:{M:{x:{S:'y'}, inner:{M:{deep:{L:[{N:'1'}, {S:'two'}]}}}}}, l:{L:[{S:'a'}, {NULL:true}, {BOOL:false}, {L:[]}, {M:{}}]},
                 nul:{NULL:true}, t:{BOOL:true}, empty:{S:''}, emptyB:{B:''}}}""");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'1'}}}");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'1'}}, ConsistentRead:true, ReturnConsumedCapacity:'INDEXES'}");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'2'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'1'}}, ProjectionExpression:'m.inner.deep[1], l[0], #n, ss, nope',"
                + " ExpressionAttributeNames:{'#n':'n'}}");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'1'}}, ProjectionExpression:'l[3], l[9], m.x, m.nope.deeper'}");
        d.send("GetItem", "{TableName:'itm-types', Key:{PK:{S:'a'}, SK:{S:'1'}}, AttributesToGet:['s', 'missing']}");
        d.assertAgree();
    }

    @Test
    void putReturnValuesAndConditions() {
        var d = Differential.againstDynalite("put with conditions and ReturnValues");
        d.createTable(Tables.hashOnly("itm-put", "id", "S"));
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'1'}}, ReturnValues:'ALL_OLD'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'2'}, w:{S:'x'}}, ReturnValues:'ALL_OLD', ReturnConsumedCapacity:'TOTAL'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'3'}}, ReturnValues:'NONE'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'4'}}, ConditionExpression:'attribute_not_exists(id)'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'b'}, v:{N:'1'}}, ConditionExpression:'attribute_not_exists(id)'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'5'}}, ConditionExpression:'v = :three',"
                + " ExpressionAttributeValues:{':three':{N:'3.0'}}, ReturnValues:'ALL_OLD'}");
        d.send("PutItem", "{TableName:'itm-put', Item:{id:{S:'a'}, v:{N:'6'}}, ConditionExpression:'v < :x',"
                + " ExpressionAttributeValues:{':x':{S:'10'}}}");
        d.send("GetItem", "{TableName:'itm-put', Key:{id:{S:'a'}}}");
        d.assertAgree();
    }

    @Test
    void conditionExpressionLanguage() {
        var d = Differential.againstDynalite("condition expressions");
        d.createTable(Tables.hashOnly("itm-cond", "id", "S"));
        d.send("PutItem", """
                {TableName:'itm-cond', Item:{id:{S:'c'}, name:{S:'Ada Lovelace'}, age:{N:'36'}, tags:{SS:['math', 'poet']},
                 scores:{L:[{N:'1'}, {N:'5'}, {S:'x'}]}, addr:{M:{city:{S:'London'}, zip:{S:'W1'}}}, nothing:{NULL:true},
                 flag:{BOOL:true}, raw:{B:'AQID'}}}""");
        String[][] conditions = {
                {"attribute_exists(#n)", ""},
                {"attribute_not_exists(addr.city)", ""},
                {"attribute_exists(addr.city) AND attribute_not_exists(addr.country)", ""},
                {"attribute_type(age, :t)", ", ':t':{S:'N'}"},
                {"attribute_type(tags, :t)", ", ':t':{S:'SS'}"},
                {"attribute_type(nothing, :t)", ", ':t':{S:'NULL'}"},
                {"begins_with(#n, :p)", ", ':p':{S:'Ada'}"},
                {"begins_with(raw, :b)", ", ':b':{B:'AQ=='}"},
                {"contains(#n, :p)", ", ':p':{S:'Love'}"},
                {"contains(tags, :p)", ", ':p':{S:'poet'}"},
                {"contains(scores, :p)", ", ':p':{N:'5'}"},
                {"contains(scores, :p)", ", ':p':{S:'5'}"},
                {"size(#n) = :n", ", ':n':{N:'12'}"},
                {"size(tags) > :n", ", ':n':{N:'1'}"},
                {"size(scores) BETWEEN :a AND :b", ", ':a':{N:'3'}, ':b':{N:'3'}"},
                {"size(addr) <> :n", ", ':n':{N:'2'}"},
                {"size(raw) = :n", ", ':n':{N:'3'}"},
                {"size(age) = :n", ", ':n':{N:'2'}"},
                {"age IN (:a, :b, :c)", ", ':a':{N:'1'}, ':b':{N:'36'}, ':c':{S:'36'}"},
                {"age BETWEEN :a AND :b", ", ':a':{N:'30'}, ':b':{N:'40'}"},
                {"#n BETWEEN :a AND :b", ", ':a':{S:'A'}, ':b':{S:'B'}"},
                {"NOT age = :a OR age = :b AND flag = :t", ", ':a':{N:'36'}, ':b':{N:'1'}, ':t':{BOOL:true}"},
                {"(NOT age = :a OR age = :b) AND flag = :t", ", ':a':{N:'36'}, ':b':{N:'1'}, ':t':{BOOL:true}"},
                {"age >= :a AND age <= :a AND age > :b AND age < :c", ", ':a':{N:'36'}, ':b':{N:'35.99'}, ':c':{N:'3.6e1'}"},
                {"scores[1] = :v", ", ':v':{N:'5'}"},
                {"scores[7] = :v OR attribute_not_exists(scores[7])", ", ':v':{N:'5'}"},
                {"tags = :s", ", ':s':{SS:['poet', 'math']}"},
                {"age = :s", ", ':s':{S:'36'}"},
                {"age < :s", ", ':s':{S:'99'}"},
                {"nothing = :null", ", ':null':{NULL:true}"},
                {"raw < :b", ", ':b':{B:'AQIE'}"},
                {"missing <> :a", ", ':a':{N:'1'}"},
                {"age = age", ""},
        };
        for (String[] c : conditions) {
            boolean needsName = c[0].contains("#n");
            String values = c[1].isEmpty() ? "" : ", ExpressionAttributeValues:{" + c[1].substring(2) + "}";
            String names = needsName ? ", ExpressionAttributeNames:{'#n':'name'}" : "";
            d.send("DeleteItem", "{TableName:'itm-cond', Key:{id:{S:'nobody'}}, ConditionExpression:'" + c[0] + "'" + values + names + "}");
            d.send("PutItem", "{TableName:'itm-cond', Item:{id:{S:'probe'}}, ConditionExpression:'" + c[0] + "'" + values + names + "}");
            d.send("UpdateItem", "{TableName:'itm-cond', Key:{id:{S:'c'}}, UpdateExpression:'SET probes = :one',"
                    + " ConditionExpression:'" + c[0] + "', ExpressionAttributeValues:{':one':{N:'1'}" + c[1] + "}" + names + "}");
        }
        d.assertAgree();
    }

    @Test
    void updateExpressions() {
        var d = Differential.againstDynalite("update expressions");
        d.createTable(Tables.pkSk("itm-upd", "N"));
        String key = "Key:{PK:{S:'u'}, SK:{N:'1'}}";
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = :a, b = :b', ReturnValues:'ALL_NEW',"
                + " ExpressionAttributeValues:{':a':{N:'10'}, ':b':{L:[{S:'x'}]}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = a + :d, c = if_not_exists(c, :z)',"
                + " ExpressionAttributeValues:{':d':{N:'0.5'}, ':z':{N:'0'}}, ReturnValues:'UPDATED_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = :d - a, c = if_not_exists(c, :z)',"
                + " ExpressionAttributeValues:{':d':{N:'1'}, ':z':{N:'99'}}, ReturnValues:'UPDATED_OLD'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET b = list_append(b, :more), d = list_append(:more, b)',"
                + " ExpressionAttributeValues:{':more':{L:[{N:'1'}, {N:'2'}]}}, ReturnValues:'ALL_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'REMOVE b[0], d[5], nope SET m = :m',"
                + " ExpressionAttributeValues:{':m':{M:{k:{M:{}}}}}, ReturnValues:'ALL_OLD'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET m.k.deep = :v, m.list = :l, b[1] = :v, b[10] = :v',"
                + " ExpressionAttributeValues:{':v':{S:'deep'}, ':l':{L:[]}}, ReturnValues:'UPDATED_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'ADD counter :one, tags :t, a :one',"
                + " ExpressionAttributeValues:{':one':{N:'1'}, ':t':{SS:['x', 'y']}}, ReturnValues:'UPDATED_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'ADD tags :t DELETE nums :n',"
                + " ExpressionAttributeValues:{':t':{SS:['y', 'z']}, ':n':{NS:['1']}}, ReturnValues:'ALL_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'DELETE tags :t',"
                + " ExpressionAttributeValues:{':t':{SS:['x', 'y', 'z']}}, ReturnValues:'ALL_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET #s = :v, #c = #c + :one',"
                + " ExpressionAttributeNames:{'#s':'status', '#c':'counter'}, ExpressionAttributeValues:{':v':{S:'on'}, ':one':{N:'1'}},"
                + " ReturnValues:'UPDATED_OLD'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = missing + :one',"
                + " ExpressionAttributeValues:{':one':{N:'1'}}}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET m.nope.deeper = :one',"
                + " ExpressionAttributeValues:{':one':{N:'1'}}}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'ADD m :one',"
                + " ExpressionAttributeValues:{':one':{N:'1'}}}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = list_append(a, :l)',"
                + " ExpressionAttributeValues:{':l':{L:[]}}}");
        d.send("UpdateItem", "{TableName:'itm-upd', Key:{PK:{S:'u'}, SK:{N:'2'}}, UpdateExpression:'REMOVE x SET y = :v', ReturnValues:'ALL_NEW',"
                + " ExpressionAttributeValues:{':v':{N:'1'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("UpdateItem", "{TableName:'itm-upd', Key:{PK:{S:'u'}, SK:{N:'3'}}, ReturnValues:'ALL_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', Key:{PK:{S:'u'}, SK:{N:'5'}}, UpdateExpression:'SET a = :v',"
                + " ConditionExpression:'attribute_exists(PK)', ExpressionAttributeValues:{':v':{N:'1'}}, ReturnValues:'ALL_NEW'}");
        d.send("UpdateItem", "{TableName:'itm-upd', " + key + ", UpdateExpression:'SET a = :v',"
                + " ConditionExpression:'a > :v', ExpressionAttributeValues:{':v':{N:'1000'}}}");
        d.send("GetItem", "{TableName:'itm-upd', " + key + "}");
        d.send("Scan", "{TableName:'itm-upd'}");
        d.assertAgree();
    }

    @Test
    void deleteWithConditionsAndReturnValues() {
        var d = Differential.againstDynalite("delete");
        d.createTable(Tables.hashOnly("itm-del", "id", "N"));
        d.send("PutItem", "{TableName:'itm-del', Item:{id:{N:'1'}, v:{S:'one'}}}");
        d.send("PutItem", "{TableName:'itm-del', Item:{id:{N:'2'}, v:{S:'two'}}}");
        d.send("DeleteItem", "{TableName:'itm-del', Key:{id:{N:'1.0'}}, ConditionExpression:'v = :x', ExpressionAttributeValues:{':x':{S:'uno'}}}");
        d.send("DeleteItem", "{TableName:'itm-del', Key:{id:{N:'1.0'}}, ReturnValues:'ALL_OLD', ReturnConsumedCapacity:'TOTAL'}");
        d.send("DeleteItem", "{TableName:'itm-del', Key:{id:{N:'1'}}, ReturnValues:'ALL_OLD', ReturnConsumedCapacity:'TOTAL'}");
        d.send("DeleteItem", "{TableName:'itm-del', Key:{id:{N:'2'}}, ConditionExpression:'attribute_exists(id)', ReturnValues:'NONE'}");
        d.send("DeleteItem", "{TableName:'itm-del', Key:{id:{N:'2'}}, ConditionExpression:'attribute_exists(id)'}");
        d.send("Scan", "{TableName:'itm-del', Select:'COUNT'}");
        d.assertAgree();
    }

    @Test
    void capacityFollowsItemSize() {
        var d = Differential.againstDynalite("capacity by item size");
        d.createTable(Tables.hashOnly("itm-cap", "id", "S"));
        for (int size : new int[] {1000, 1020, 1030, 4090, 5000, 9000, 50_000, 399_000}) {
            String item = "{id:{S:'k" + size + "'}, pad:{S:'" + "p".repeat(size) + "'}}";
            d.send("PutItem", "{TableName:'itm-cap', Item:" + item + ", ReturnConsumedCapacity:'TOTAL'}");
            d.send("GetItem", "{TableName:'itm-cap', Key:{id:{S:'k" + size + "'}}, ReturnConsumedCapacity:'TOTAL'}");
            d.send("GetItem", "{TableName:'itm-cap', Key:{id:{S:'k" + size + "'}}, ConsistentRead:true, ReturnConsumedCapacity:'TOTAL'}");
        }
        d.send("PutItem", "{TableName:'itm-cap', Item:{id:{S:'k9000'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.send("UpdateItem", "{TableName:'itm-cap', Key:{id:{S:'k5000'}}, UpdateExpression:'REMOVE pad', ReturnConsumedCapacity:'TOTAL'}");
        d.send("DeleteItem", "{TableName:'itm-cap', Key:{id:{S:'k50000'}}, ReturnConsumedCapacity:'INDEXES'}");
        d.send("DeleteItem", "{TableName:'itm-cap', Key:{id:{S:'absent'}}, ReturnConsumedCapacity:'TOTAL'}");
        d.assertAgree();
    }
}
