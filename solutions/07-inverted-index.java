///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/07-inverted-index.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
//JAVA 17+
//DEPS software.amazon.awssdk:bom:2.57.8@pom
//DEPS software.amazon.awssdk:dynamodb
//DEPS software.amazon.awssdk:dynamodb-enhanced
//DEPS software.amazon.awssdk:url-connection-client
//DEPS com.fasterxml.jackson.core:jackson-databind:2.21.8
//DEPS org.assertj:assertj-core:3.27.7
//DEPS org.testcontainers:testcontainers:1.21.4
//DEPS org.apache.lucene:lucene-core:9.12.3
//DEPS org.slf4j:slf4j-nop:1.7.36
//SOURCES ../kit/src/main/java/**/*.java
//SOURCES ../engine/src/main/java/**/*.java
//FILES course.json=../course.json
//MAIN Solution07
//RUNTIME_OPTIONS -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr -Xlog:cds*=error:stderr
//CDS

import static dev.ddbcourse.kit.Kit.*;
import dev.ddbcourse.kit.Kit;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;

class Solution07 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x07-inverted-index` holds invoices shaped like this lesson's (`PK = INV#<number>`,
            one item `SK = PRODUCT#<name>` with `qty` per product) and the same `Inverted` index. List the
            invoices that contain a product, **newest invoice first**, each with the quantity bought:
            one Query.
            """);

        System.exit(check("07-inverted-index", ddb -> invoicesWith(ddb, "pear")) ? 0 : 1);
    }

    static Map<String, Integer> invoicesWith(DynamoDbClient ddb, String product) {
        // The index is keyed SK -> PK: the product is the partition, invoices are sorted within it.
        var response = ddb.query(q -> q.tableName("x07-inverted-index").indexName("Inverted")
                .keyConditionExpression("SK = :product")
                .expressionAttributeValues(values(":product", "PRODUCT#" + product))
                .scanIndexForward(false));
        var quantities = new LinkedHashMap<String, Integer>();
        response.items().forEach(i -> quantities.put(str(i, "PK"), Integer.valueOf(str(i, "qty"))));
        return quantities;
    }
}
