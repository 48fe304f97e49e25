///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/07-inverted-index.java by `./course generate`: edit the lesson, not this file. (The lesson.)
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
//MAIN Lesson07
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

class Lesson07 {

    public static void main(String[] args) throws Exception {
        say("""
            # 07 · Inverted index

            ## Problem
            The table answers "what is on invoice X?" (`PK = INV#X`). "Which invoices contain product Y?"
            or "belong to customer Z?" ask about sort-key values; a Query needs a partition key.

            ## Pattern
            Add a GSI that swaps the keys: partition key `SK`, sort key `PK`. That is the whole trick.

            | Question | Request |
            | --- | --- |
            | lines on invoice 1001 | Query `PK = INV#1001` |
            | invoices containing apple | Query `Inverted`: `SK = PRODUCT#apple` |
            | invoices of customer c1 | Query `Inverted`: `SK = CUSTOMER#c1` |

            ## In practice
            The index is one line: the two attributes, swapped. An invoice has a customer-link item and one
            item per product, with a quantity.
            """);

        code("""
            var ddb = client();
            recreateTable("p07-inverted-index", gsi("Inverted", "SK", "PK"));
            seed("p07-inverted-index", List.of(
                    item("PK", "INV#1001", "SK", "CUSTOMER#c1"),
                    item("PK", "INV#1001", "SK", "PRODUCT#apple", "qty", 3),
                    item("PK", "INV#1001", "SK", "PRODUCT#pear", "qty", 1),
                    item("PK", "INV#1002", "SK", "CUSTOMER#c1"),
                    item("PK", "INV#1002", "SK", "PRODUCT#apple", "qty", 5)));
            """);

        var ddb = client();
        recreateTable("p07-inverted-index", gsi("Inverted", "SK", "PK"));
        seed("p07-inverted-index", List.of(
                item("PK", "INV#1001", "SK", "CUSTOMER#c1"),
                item("PK", "INV#1001", "SK", "PRODUCT#apple", "qty", 3),
                item("PK", "INV#1001", "SK", "PRODUCT#pear", "qty", 1),
                item("PK", "INV#1002", "SK", "CUSTOMER#c1"),
                item("PK", "INV#1002", "SK", "PRODUCT#apple", "qty", 5)));

        say("""
            The index regroups the five items by `SK`: one partition per product and customer, listing
            its invoices.
            """);

        code("""
            showIndex("p07-inverted-index", "Inverted");
            """);

        showIndex("p07-inverted-index", "Inverted");

        say("""
            Forward, on the table: everything on invoice 1001.
            """);

        code("""
            var invoice = ddb.query(q -> q.tableName("p07-inverted-index")
                    .keyConditionExpression("PK = :invoice")
                    .expressionAttributeValues(values(":invoice", "INV#1001")));
            show("Base table: everything on INV#1001",
                    // The customer link has no quantity: it shows as null.
                    invoice.items().stream().map(i -> Arrays.asList(str(i, "SK"), i.get("qty"))).toList());
            """);

        var invoice = ddb.query(q -> q.tableName("p07-inverted-index")
                .keyConditionExpression("PK = :invoice")
                .expressionAttributeValues(values(":invoice", "INV#1001")));
        show("Base table: everything on INV#1001",
                // The customer link has no quantity: it shows as null.
                invoice.items().stream().map(i -> Arrays.asList(str(i, "SK"), i.get("qty"))).toList());

        say("""
            Backward, on the index: the same items, by product and by customer.
            """);

        code("""
            var withApple = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
                    .keyConditionExpression("SK = :product")
                    .expressionAttributeValues(values(":product", "PRODUCT#apple")));
            show("Inverted: invoices containing apple",
                    withApple.items().stream().map(i -> List.of(str(i, "PK"), i.get("qty"))).toList());

            var ofCustomer = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
                    .keyConditionExpression("SK = :customer")
                    .expressionAttributeValues(values(":customer", "CUSTOMER#c1")));
            show("Inverted: invoices for customer c1",
                    ofCustomer.items().stream().map(i -> str(i, "PK")).toList());
            """);

        var withApple = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
                .keyConditionExpression("SK = :product")
                .expressionAttributeValues(values(":product", "PRODUCT#apple")));
        show("Inverted: invoices containing apple",
                withApple.items().stream().map(i -> List.of(str(i, "PK"), i.get("qty"))).toList());

        var ofCustomer = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
                .keyConditionExpression("SK = :customer")
                .expressionAttributeValues(values(":customer", "CUSTOMER#c1")));
        show("Inverted: invoices for customer c1",
                ofCustomer.items().stream().map(i -> str(i, "PK")).toList());

        say("""
            ## Why
            One index answers the reverse of every relationship, reusing `PK` and `SK`: no new attribute.

            ## Trade-offs
            - Not sparse: every item is copied to the index, roughly doubling write cost.
            - Items with a constant `SK` (`PROFILE`, `METADATA`) share one huge index partition: query
              none of them there, or use an overloaded GSI (lesson 09).

            ## Gotchas
            - A GSI is eventually consistent: a fresh write may be missing (lesson 19).
            - A popular value (one product on millions of invoices) is a hot key.
            """);

        say("""
            ## Exercise
            The table `x07-inverted-index` holds invoices shaped like this lesson's (`PK = INV#<number>`,
            one item `SK = PRODUCT#<name>` with `qty` per product) and the same `Inverted` index. List the
            invoices that contain a product, **newest invoice first**, each with the quantity bought:
            one Query.

            Open `exercises/07-inverted-index.java`, replace the TODO, then run `./course check 07`.
            """);
    }
}
