package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.item;

import dev.ddbcourse.kit.samples.Profile;
import dev.ddbcourse.kit.testing.Solutions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lesson 22's check: the reference split passes, the starter is "not yet", each wrong split fails by name. */
class Lesson22CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson22Check());
    private static final Profile PROFILE = Profile.sample(Lesson22Check.USER);
    private static final String PK = Lesson22Check.PK;

    /** The lesson's own answer, from the generated solutions/22-item-size.java. */
    static List<Map<String, AttributeValue>> solution(Profile profile) {
        return Solutions.call("22-item-size", "profileItems", profile);
    }

    private static TreeMap<String, List<String>> byMonth(Profile profile) {
        var byMonth = new TreeMap<String, List<String>>();
        for (String event : profile.activity()) byMonth.computeIfAbsent(event.substring(0, 7), m -> new ArrayList<>()).add(event);
        return byMonth;
    }

    private static Map<String, AttributeValue> card(String sk) {
        return item("PK", PK, "SK", sk, "name", PROFILE.name(), "city", PROFILE.city(), "avatarKey", PROFILE.avatarKey());
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> solution(PROFILE)).startsWith("PASSED 22-item-size")
                .contains("The card costs 1 read request unit; the profile is 7 items, written for 4");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> List.of());
    }

    @Test
    void oneItemForEverythingIsRefused() {
        CHECK.fails(ddb -> List.of(item("PK", PK, "SK", "PROFILE", "name", PROFILE.name(), "city", PROFILE.city(),
                        "avatarKey", PROFILE.avatarKey(), "bio", PROFILE.bio(), "activity", PROFILE.activity())))
                .contains("DynamoDB refused {PK: 'USER#u7', SK: 'PROFILE'}: ValidationException: Item size has exceeded the maximum allowed size")
                .contains("An item holds at most 400 KB");
    }

    @Test
    void theBioInTheCardMakesTheHotReadCostTwoUnits() {
        CHECK.fails(ddb -> {
            var items = new ArrayList<>(solution(PROFILE));
            items.set(0, new java.util.HashMap<>(card("PROFILE")));
            items.get(0).put("bio", AttributeValue.fromS(PROFILE.bio()));
            items.remove(1);
            return items;
        })
                .contains("Anti-pattern: a heavy hot item. The card's GetItem cost 2 read request units")
                .contains("over 4 KB");
    }

    @Test
    void allTheActivityInOneItemIsRefused() {
        CHECK.fails(ddb -> List.of(card("PROFILE"), item("PK", PK, "SK", "BIO", "bio", PROFILE.bio()),
                        item("PK", PK, "SK", "ACTIVITY", "events", PROFILE.activity())))
                .contains("DynamoDB refused {PK: 'USER#u7', SK: 'ACTIVITY'}");
    }

    @Test
    void droppingTheActivityLosesData() {
        CHECK.fails(ddb -> List.of(card("PROFILE"), item("PK", PK, "SK", "BIO", "bio", PROFILE.bio())))
                .contains("Data lost: the items under USER#u7 hold 0 of the 5000 activity events");
    }

    @Test
    void partsUnderAnotherPartitionKeyFail() {
        CHECK.fails(ddb -> {
            var items = new ArrayList<Map<String, AttributeValue>>(List.of(card("PROFILE")));
            items.add(item("PK", "BIO#u7", "SK", "BIO", "bio", PROFILE.bio()));
            byMonth(PROFILE).forEach((month, events) -> items.add(item("PK", PK, "SK", "ACTIVITY#" + month, "events", events)));
            return items;
        })
                .contains("Parts of the profile are under another partition key: {PK: 'BIO#u7', SK: 'BIO'}")
                .contains("and not the bio");
    }

    /** Compressed parts are fine: the check unzips them to find the events. */
    @Test
    void compressedActivityPasses() {
        CHECK.passes(ddb -> {
            var items = new ArrayList<Map<String, AttributeValue>>(List.of(card("PROFILE"), item("PK", PK, "SK", "BIO", "bio", PROFILE.bio())));
            var zipped = new ByteArrayOutputStream();
            try (var gzip = new GZIPOutputStream(zipped)) {
                gzip.write(String.join("\n", PROFILE.activity()).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            items.add(item("PK", PK, "SK", "ACTIVITY", "eventsGzip", zipped.toByteArray()));
            return items;
        });
    }
}
