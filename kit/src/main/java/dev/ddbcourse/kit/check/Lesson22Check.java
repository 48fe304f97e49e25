package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.values.Attributes.key;
import static dev.ddbcourse.kit.values.Attributes.str;
import static dev.ddbcourse.kit.values.Attributes.values;

import dev.ddbcourse.kit.log.RequestLog;
import dev.ddbcourse.kit.samples.Profile;
import dev.ddbcourse.kit.tables.Tables;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Lesson 22's exercise: "split {@code Profile.sample("u7")} (about 450 KB) into items under
 * {@code PK = USER#u7} so that the hot read, a strongly consistent GetItem of
 * {@code SK = PROFILE} showing name, city and avatarKey, costs one read unit". The answer returns
 * the items; the check writes them one PutItem each, reads the card with ReturnConsumedCapacity,
 * and reads the partition back. The anti-patterns it catches: one item over 400 KB (DynamoDB
 * refuses it), a card item over 4 KB (the hot read costs more than one unit), parts under another
 * partition key, and parts of the profile dropped. Compressed (GZIP) binary parts are unzipped
 * before the check looks for the profile's text in them.
 *
 * <p>The answer: {@code check("22-item-size", ddb -> profileItems(Profile.sample("u7")))} where
 * {@code static List<Map<String, AttributeValue>> profileItems(Profile profile)} builds the items.
 */
public final class Lesson22Check extends ExerciseCheck {
    static final String USER = "u7", PK = "USER#" + USER;
    private static final Profile PROFILE = Profile.sample(USER);

    @Override
    public String stem() {
        return "22-item-size";
    }

    @Override
    public String task() {
        return "split the profile of " + USER + " into items so that reading the card costs one read unit";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table());
    }

    /** The card as the hot read shows it. */
    @Override
    protected Object expected() {
        return card(PROFILE.name(), PROFILE.city(), PROFILE.avatarKey());
    }

    private static Map<String, String> card(String name, String city, String avatarKey) {
        Map<String, String> card = new LinkedHashMap<>();
        card.put("name", name);
        card.put("city", city);
        card.put("avatarKey", avatarKey);
        return card;
    }

    /** What writing the answer's items and reading them back showed. */
    record Written(List<String> refused, List<String> elsewhere, double writeUnits, double cardReadUnits,
                   int itemsInPartition, boolean bioKept, int eventsKept) {}

    private Written written;

    @Override
    protected Object actual(Attempt attempt) {
        written = null;
        if (!(attempt.result() instanceof List<?> items)) return attempt.result();
        DynamoDbClient ddb = attempt.client();
        List<String> refused = new ArrayList<>(), elsewhere = new ArrayList<>();
        double writeUnits = 0;
        for (Object o : items) {
            if (!(o instanceof Map<?, ?> map)) {
                refused.add("an element that is not an item (" + (o == null ? "null" : o.getClass().getSimpleName()) + ")");
                continue;
            }
            @SuppressWarnings("unchecked")
            Map<String, AttributeValue> item = (Map<String, AttributeValue>) map;
            if (!PK.equals(str(item, "PK"))) elsewhere.add(describe(item));
            try {
                var put = ddb.putItem(p -> p.tableName(table()).item(item).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                if (put.consumedCapacity() != null) writeUnits += put.consumedCapacity().capacityUnits();
            } catch (AwsServiceException e) {
                refused.add(describe(item) + ": " + RequestLog.errorText(e));
            }
        }
        var read = ddb.getItem(g -> g.tableName(table()).key(key("PK", PK, "SK", "PROFILE")).consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        double cardUnits = read.consumedCapacity() == null ? 0 : read.consumedCapacity().capacityUnits();

        Set<String> texts = new HashSet<>();
        int[] count = {0};
        ddb.queryPaginator(q -> q.tableName(table()).consistentRead(true)
                .keyConditionExpression("PK = :pk").expressionAttributeValues(values(":pk", PK)))
                .items().forEach(i -> {
                    count[0]++;
                    i.values().forEach(v -> collectTexts(v, texts));
                });
        int events = (int) PROFILE.activity().stream().filter(texts::contains).count();
        written = new Written(refused, elsewhere, writeUnits, cardUnits, count[0], texts.contains(PROFILE.bio()), events);
        var item = read.hasItem() ? read.item() : Map.<String, AttributeValue>of();
        return card(str(item, "name"), str(item, "city"), str(item, "avatarKey"));
    }

    /** {PK: 'USER#u7', SK: 'BIO'}, for messages. */
    private static String describe(Map<String, AttributeValue> item) {
        return "{PK: '" + str(item, "PK") + "', SK: '" + str(item, "SK") + "'}";
    }

    /** Every string in a value, and every line of a GZIP-compressed binary (the activity may be stored either way). */
    private static void collectTexts(AttributeValue value, Set<String> texts) {
        if (value.s() != null) {
            texts.add(value.s());
            texts.addAll(value.s().lines().toList());
        } else if (value.hasSs()) {
            texts.addAll(value.ss());
        } else if (value.hasL()) {
            value.l().forEach(v -> collectTexts(v, texts));
        } else if (value.hasM()) {
            value.m().values().forEach(v -> collectTexts(v, texts));
        } else if (value.b() != null) {
            byte[] bytes = value.b().asByteArray();
            if (bytes.length > 2 && bytes[0] == (byte) 0x1f && bytes[1] == (byte) 0x8b) {
                String text = gunzip(bytes);
                texts.add(text);
                texts.addAll(text.lines().toList());
            }
        }
    }

    private static String gunzip(byte[] bytes) {
        try (var in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The check's own hot read: shown as the pattern the card is read with. */
    @Override
    protected String patternText() {
        return "one strongly consistent GetItem of {PK: USER#u7, SK: PROFILE} costing 1 read request unit; the rest in other items under the same PK, each under 400 KB";
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("GetItem");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        if (written == null) {
            softly.fail("The answer returned " + (actual == null ? "null" : "a " + actual.getClass().getSimpleName())
                    + ", not a list of items: return List<Map<String, AttributeValue>>, e.g. item(\"PK\", ..., \"SK\", ...).");
            return;
        }
        // the card's GetItem is the check's own, judged by its cost below, so the pattern's request rules do not apply
        verifyResult(actual, softly);
        softly.assertThat(written.refused()).withFailMessage(() -> "DynamoDB refused " + String.join("; ", written.refused())
                + ". An item holds at most 400 KB, names and values included: split what is large into several items"
                + " under the same partition key (the activity one item per month, for instance).").isEmpty();
        softly.assertThat(written.elsewhere()).withFailMessage(() -> "Parts of the profile are under another partition key: "
                + String.join(", ", written.elsewhere()) + ". Put every part under PK = '" + PK + "', so one Query reads the"
                + " whole profile back and each part is one GetItem away.").isEmpty();
        softly.assertThat(written.cardReadUnits()).withFailMessage(() -> ("Anti-pattern: a heavy hot item. The card's GetItem"
                + " cost %s: a strongly consistent read costs one unit per 4 KB of the whole item, whatever it shows,"
                + " so the PROFILE item is over %d KB. Keep only name, city and avatarKey in it; the rest goes in items"
                + " of its own.").formatted(UnitsText.of(written.cardReadUnits(), "read request unit"), (int) (written.cardReadUnits() - 1) * 4))
                .isLessThanOrEqualTo(1.0);
        int all = PROFILE.activity().size();
        softly.assertThat(written.eventsKept() == all && written.bioKept()).withFailMessage(() -> ("Data lost: the items under"
                + " %s hold %d of the %d activity events%s. Splitting a profile keeps every part of it, in several items.")
                .formatted(PK, written.eventsKept(), all, written.bioKept() ? "" : " and not the bio")).isTrue();
    }

    @Override
    protected String measured() {
        return written == null ? null : "The card costs %s; the profile is %d items, written for %s."
                .formatted(UnitsText.of(written.cardReadUnits(), "read request unit"), written.itemsInPartition(),
                        UnitsText.of(written.writeUnits(), "write request unit"));
    }
}
