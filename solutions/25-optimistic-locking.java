///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/25-optimistic-locking.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution25
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
import java.lang.invoke.MethodHandles;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.BeanTableSchemaParams;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

class Solution25 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x25-optimistic-locking` holds products: `PK = PRODUCT#<id>`, `SK = PRODUCT`, a
            `price` (a whole number) and a `version`. Take `percent`% off a product's price: read it, compute
            `price * (100 - percent) / 100` in Java, write it back, and return the price you stored. Other
            writers change prices at any moment (the check lets one in between your read and your write):
            never overwrite their change, and do not give up on yours.
            """);

        System.exit(check("25-optimistic-locking", ddb -> applyDiscount(ddb, "p1", 10)) ? 0 : 1);
    }

    @DynamoDbBean
    static class WikiPage {
        private String pk;
        private String sk;
        private String body;
        private Long version;

        public WikiPage() {} // the SDK creates pages through a public no-argument constructor

        @DynamoDbPartitionKey @DynamoDbAttribute("PK") public String getPk() { return pk; }
        public void setPk(String pk) { this.pk = pk; }
        @DynamoDbSortKey @DynamoDbAttribute("SK") public String getSk() { return sk; }
        public void setSk(String sk) { this.sk = sk; }
        public String getBody() { return body; }
        public void setBody(String body) { this.body = body; }
        @DynamoDbVersionAttribute public Long getVersion() { return version; }
        public void setVersion(Long version) { this.version = version; }
    }

    static int applyDiscount(DynamoDbClient ddb, String productId, int percent) {
        var key = key("PK", "PRODUCT#" + productId, "SK", "PRODUCT");
        for (int attempt = 1; ; attempt++) {
            var product = ddb.getItem(g -> g.tableName("x25-optimistic-locking").key(key).consistentRead(true)).item();
            int version = Integer.parseInt(str(product, "version"));
            int price = Integer.parseInt(str(product, "price")) * (100 - percent) / 100;
            try {
                // Written only if nobody moved the version since our read; the write moves it on.
                ddb.updateItem(u -> u.tableName("x25-optimistic-locking").key(key)
                        .updateExpression("SET price = :price, #v = :next")
                        .conditionExpression("#v = :expected")
                        .expressionAttributeNames(names("#v", "version"))
                        .expressionAttributeValues(values(":price", price, ":expected", version, ":next", version + 1)));
                return price;
            } catch (ConditionalCheckFailedException changed) {
                if (attempt == 3) throw changed; // a few attempts, then let the caller decide
            }
        }
    }
}
