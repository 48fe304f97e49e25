///usr/bin/env jbang "$0" "$@" ; exit $?
// Generated from lessons/18-modelling-process.java by `./course generate`: edit the lesson, not this file. (The reference solution.)
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
//MAIN Solution18
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

class Solution18 {

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
            // Loans live with their member (AP3); ByBook re-keys them by book (AP4); Titles keys books by
            // branch and title (AP5); OpenLoans holds only the loans still out (AP6, sparse).
            Function<String, AttributeDefinition> string = name -> AttributeDefinition.builder()
                    .attributeName(name).attributeType(ScalarAttributeType.S).build();
            BiFunction<String, String, List<KeySchemaElement>> keys = (hash, range) -> List.of(
                    KeySchemaElement.builder().attributeName(hash).keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName(range).keyType(KeyType.RANGE).build());
            BiFunction<String, List<KeySchemaElement>, GlobalSecondaryIndex> index = (name, key) -> GlobalSecondaryIndex.builder()
                    .indexName(name).keySchema(key).projection(p -> p.projectionType(ProjectionType.ALL)).build();
            return CreateTableRequest.builder().tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(string.apply("PK"), string.apply("SK"), string.apply("bookPK"),
                            string.apply("branchPK"), string.apply("titleKey"), string.apply("openBranch"))
                    .keySchema(keys.apply("PK", "SK"))
                    .globalSecondaryIndexes(index.apply("ByBook", keys.apply("bookPK", "SK")),
                            index.apply("Titles", keys.apply("branchPK", "titleKey")),
                            index.apply("OpenLoans", keys.apply("openBranch", "SK")))
                    .build();
        }

        public Map<String, AttributeValue> bookItem(Library.Book book) {
            return item("PK", "BRANCH#" + book.branchId(), "SK", "BOOK#" + book.bookId(), "bookId", book.bookId(),
                    "title", book.title(), "author", book.author(),
                    "branchPK", "BRANCH#" + book.branchId(), "titleKey", book.title() + "#" + book.bookId());
        }

        public Map<String, AttributeValue> memberItem(Library.Member member) {
            return item("PK", "MEMBER#" + member.memberId(), "SK", "MEMBER#" + member.memberId(), "name", member.name());
        }

        public Map<String, AttributeValue> loanItem(Library.Loan loan) {
            var item = item("PK", "MEMBER#" + loan.memberId(), "SK", "LOAN#" + loan.borrowedOn() + "#" + loan.loanId(),
                    "loanId", loan.loanId(), "bookPK", "BOOK#" + loan.bookId(), "borrowedOn", loan.borrowedOn());
            if (loan.returnedOn() == null) item.put("openBranch", av("BRANCH#" + loan.branchId()));
            else item.put("returnedOn", av(loan.returnedOn()));
            return item;
        }

        public String memberName(DynamoDbClient ddb, String memberId) {
            var member = ddb.getItem(g -> g.tableName(TABLE).key(key("PK", "MEMBER#" + memberId, "SK", "MEMBER#" + memberId)));
            return str(member.item(), "name");
        }

        public List<String> booksOfBranch(DynamoDbClient ddb, String branchId) {
            return ids(query(ddb, null, "PK = :pk AND begins_with(SK, :books)", ":pk", "BRANCH#" + branchId, ":books", "BOOK#"), "bookId");
        }

        public List<String> loansOfMember(DynamoDbClient ddb, String memberId) {
            var loans = ddb.query(q -> q.tableName(TABLE).keyConditionExpression("PK = :pk AND begins_with(SK, :loans)")
                    .expressionAttributeValues(values(":pk", "MEMBER#" + memberId, ":loans", "LOAN#")).scanIndexForward(false));
            return ids(loans, "loanId");
        }

        public List<String> loansOfBook(DynamoDbClient ddb, String bookId) {
            return ids(query(ddb, "ByBook", "bookPK = :book", ":book", "BOOK#" + bookId), "loanId");
        }

        public List<String> booksByTitle(DynamoDbClient ddb, String branchId, String prefix) {
            return ids(query(ddb, "Titles", "branchPK = :branch AND begins_with(titleKey, :prefix)",
                    ":branch", "BRANCH#" + branchId, ":prefix", prefix), "bookId");
        }

        public List<String> openLoansOfBranch(DynamoDbClient ddb, String branchId) {
            return ids(query(ddb, "OpenLoans", "openBranch = :branch", ":branch", "BRANCH#" + branchId), "loanId");
        }

        private static QueryResponse query(DynamoDbClient ddb, String index, String condition, Object... namesAndValues) {
            return ddb.query(q -> q.tableName(TABLE).indexName(index).keyConditionExpression(condition)
                    .expressionAttributeValues(values(namesAndValues)));
        }

        private static List<String> ids(QueryResponse response, String attribute) {
            return response.items().stream().map(i -> str(i, attribute)).toList();
        }
    }
}
