package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.Comparator;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lesson 05's exercise: "the ids of acme's stores in New York, NY", from a brand partition keyed
 * {@code STORE#country#state#city#storeId}, where the same state also has New York Mills. The
 * pattern: one Query on the base table with {@code begins_with(SK, 'STORE#US#NY#New York#')}.
 * It catches: the prefix without its closing delimiter (New York Mills comes back too), the
 * state read and filtered in Java, a FilterExpression on {@code city}, a Scan.
 *
 * <p>The answer: {@code check("05-composite-sk", ddb -> storesIn(ddb, "US", "NY", "New York"))}
 * where {@code static List<String> storesIn(DynamoDbClient ddb, String country, String state,
 * String city)} reads table {@code x05-composite-sk}.
 */
public final class Lesson05Check extends KeyConditionCheck {
    private record Store(String brand, String id, String country, String state, String city) {
        String sortKey() {
            return String.join("#", "STORE", country, state, city, id);
        }

        boolean isTheCity() {
            return brand.equals("acme") && country.equals("US") && state.equals("NY") && city.equals("New York");
        }
    }

    private static final List<Store> STORES = List.of(
            new Store("acme", "s1", "US", "CA", "San Francisco"),
            new Store("acme", "s2", "US", "NY", "New York"),
            new Store("acme", "s3", "US", "NY", "Albany"),
            new Store("acme", "s4", "US", "NY", "New York Mills"),
            new Store("acme", "s5", "US", "NY", "New York"),
            new Store("acme", "s6", "UK", "ENG", "London"),
            new Store("acme", "s7", "US", "NY", "Buffalo"),
            new Store("zenith", "z1", "US", "NY", "New York"));

    public Lesson05Check() {
        super("put the whole path, country#state#city#, in the begins_with prefix", false);
    }

    @Override
    public String stem() {
        return "05-composite-sk";
    }

    @Override
    public String task() {
        return "the ids of acme's stores in New York, NY, reading only those stores";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
        Tables.seed(ddb, table(), STORES.stream()
                .map(s -> item("PK", "BRAND#" + s.brand(), "SK", s.sortKey(),
                        "type", "Store", "storeId", s.id(), "city", s.city()))
                .toList());
    }

    /** In sort-key order: New York#s2, then New York#s5. */
    @Override
    protected Object expected() {
        return inTheCity().stream().sorted(Comparator.comparing(Store::sortKey)).map(Store::id).toList();
    }

    /** The key-condition rules, then this lesson's own: the prefix must end with its delimiter. */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        List<String> otherTown = STORES.stream()
                .filter(s -> s.city().equals("New York Mills")).map(Store::id).toList();
        if (actual instanceof List<?> ids && ids.stream().anyMatch(otherTown::contains)) {
            softly.fail("A store of New York Mills came back: end the prefix with the delimiter "
                    + "('...#New York#'), or 'New York' also matches 'New York Mills'");
        }
    }

    private static List<Store> inTheCity() {
        return STORES.stream().filter(Store::isTheCity).toList();
    }
}
