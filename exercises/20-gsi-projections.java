///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/20-gsi-projections.java by `./course generate`. Your exercise: edit it, then run `./course check 20` (`./course reset 20` restores the starter).
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
//MAIN Exercise20
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

class Exercise20 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            The table `x20-gsi-projections` holds a warehouse's orders: `PK = ORDER#<nnn>`, `SK = ORDER`,
            `warehouse`, `orderDate`, `status`, `carrier`, and a 3 KB `lines`. Its index `ByWarehouse`
            (`warehouse`, `orderDate`) serves the dispatch screen, which lists each order of a warehouse
            with its `status` and `carrier`, and is read 20 times per order written. Return the Projection
            of `ByWarehouse` with the lowest cost for writes and reads together: the check creates the
            index with it, writes the orders, reads the screen and measures both.
            """);

        System.exit(check("20-gsi-projections", ddb -> byWarehouseProjection()) ? 0 : 1);
    }

    static Projection byWarehouseProjection() {
        // TODO: Projection.builder().projectionType(...)... for the ByWarehouse index.
        return todo("the projection of the dispatch screen's index");
    }
}
