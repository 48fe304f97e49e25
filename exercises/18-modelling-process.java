///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/18-modelling-process.java by `./course generate`. Your exercise: edit it, then run `./course check 18` (`./course reset 18` restores the starter).
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
//MAIN Exercise18
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
import dev.ddbcourse.kit.samples.Library;
import dev.ddbcourse.kit.samples.LibraryDesign;

class Exercise18 {

    public static void main(String[] args) throws Exception {
        say("""
            ## Exercise
            A design challenge. A lending library (the kit's `Library.sample()`) has books, each held by a
            branch (`north` or `south`), members, and loans (a member borrows a book; `returnedOn` is null
            while it is out). Design the table `x18-modelling-process` and write a `LibraryDesign`: the
            CreateTable request, one item builder per entity, and a reader per access pattern, each one
            GetItem or Query that reads only what it returns:

            | # | Access pattern | Returns |
            | --- | --- | --- |
            | AP1 | a member | the name |
            | AP2 | the books of a branch | book ids, in id order |
            | AP3 | a member's loans | loan ids, latest `borrowedOn` first |
            | AP4 | the loans of a book | loan ids, any order |
            | AP5 | the books of a branch whose title starts with a prefix | book ids, in title order |
            | AP6 | the loans of a branch not yet returned | loan ids, any order |

            The check creates your table, writes the sample through your builders, runs each pattern and
            says which one fails and why.
            """);

        System.exit(check("18-modelling-process", ddb -> new LibraryTable()) ? 0 : 1);
    }

    static final class LibraryTable implements LibraryDesign {
        static final String TABLE = "x18-modelling-process";

        public CreateTableRequest table() {
            // TODO: CreateTableRequest.builder().tableName(TABLE)... with the keys and indexes your patterns need.
            return todo("the CreateTable request of " + TABLE);
        }

        public Map<String, AttributeValue> bookItem(Library.Book book) {
            return todo("the item of a book");
        }

        public Map<String, AttributeValue> memberItem(Library.Member member) {
            return todo("the item of a member");
        }

        public Map<String, AttributeValue> loanItem(Library.Loan loan) {
            return todo("the item of a loan");
        }

        public String memberName(DynamoDbClient ddb, String memberId) {
            return todo("AP1, one GetItem");
        }

        public List<String> booksOfBranch(DynamoDbClient ddb, String branchId) {
            return todo("AP2, one Query");
        }

        public List<String> loansOfMember(DynamoDbClient ddb, String memberId) {
            return todo("AP3, one Query");
        }

        public List<String> loansOfBook(DynamoDbClient ddb, String bookId) {
            return todo("AP4, one Query");
        }

        public List<String> booksByTitle(DynamoDbClient ddb, String branchId, String prefix) {
            return todo("AP5, one Query");
        }

        public List<String> openLoansOfBranch(DynamoDbClient ddb, String branchId) {
            return todo("AP6, one Query");
        }
    }
}
