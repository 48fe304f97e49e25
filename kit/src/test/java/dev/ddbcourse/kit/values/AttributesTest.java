package dev.ddbcourse.kit.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class AttributesTest {

    @Test
    void javaValuesBecomeTheMatchingAttributeTypes() {
        assertThat(Attributes.av("x")).isEqualTo(AttributeValue.fromS("x"));
        assertThat(Attributes.av(42)).isEqualTo(AttributeValue.fromN("42"));
        assertThat(Attributes.av(42L)).isEqualTo(AttributeValue.fromN("42"));
        assertThat(Attributes.av(0.5)).isEqualTo(AttributeValue.fromN("0.5"));
        assertThat(Attributes.av(42.0)).isEqualTo(AttributeValue.fromN("42"));
        assertThat(Attributes.av(new BigDecimal("1E+3"))).isEqualTo(AttributeValue.fromN("1000"));
        assertThat(Attributes.av(true)).isEqualTo(AttributeValue.fromBool(true));
        assertThat(Attributes.av(null)).isEqualTo(AttributeValue.fromNul(true));
        assertThat(Attributes.av(Map.of("city", "Leeds"))).isEqualTo(AttributeValue.fromM(Map.of("city", AttributeValue.fromS("Leeds"))));
        assertThat(Attributes.av(List.of("a", 1))).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromN("1"))));
        assertThat(Attributes.av(new LinkedHashSet<>(List.of("a", "b")))).isEqualTo(AttributeValue.fromSs(List.of("a", "b")));
        assertThat(Attributes.av(Set.of(7))).isEqualTo(AttributeValue.fromNs(List.of("7")));
        assertThat(Attributes.av(new byte[] {1, 2})).isEqualTo(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2})));
        AttributeValue given = AttributeValue.fromS("as is");
        assertThat(Attributes.av(given)).isSameAs(given);
    }

    @Test
    void valuesDynamoDbCannotStoreAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Attributes.av(Double.NaN)).hasMessageContaining("NaN");
        assertThatThrownBy(() -> Attributes.av(new Object())).hasMessageContaining("Cannot store a Object");
    }

    @Test
    void pairsKeepTheirOrderAndRejectMistakes() {
        Map<String, AttributeValue> item = Attributes.item("SK", "PROFILE", "PK", "CUST#c1", "total", 42);
        assertThat(item.keySet()).containsExactly("SK", "PK", "total");
        assertThatThrownBy(() -> Attributes.item("PK")).hasMessageContaining("odd number");
        assertThatThrownBy(() -> Attributes.item(1, "x")).hasMessageContaining("attribute name");
        assertThatThrownBy(() -> Attributes.item("PK", "a", "PK", "b")).hasMessageContaining("given twice");
        assertThat(Attributes.names("#s", "status")).containsExactly(Map.entry("#s", "status"));
    }

    @Test
    void strReadsStringsAndNumbersAndNullWhenAbsent() {
        Map<String, AttributeValue> item = Attributes.item("name", "Carol", "total", 42, "flag", true, "nothing", null);
        assertThat(Attributes.str(item, "name")).isEqualTo("Carol");
        assertThat(Attributes.str(item, "total")).isEqualTo("42");
        assertThat(Attributes.str(item, "flag")).isEqualTo("true");
        assertThat(Attributes.str(item, "nothing")).isNull();
        assertThat(Attributes.str(item, "missing")).isNull();
        assertThat(Attributes.str(null, "name")).isNull();
    }

    @Test
    void plainGivesJavaValuesBack() {
        assertThat(Attributes.plain(AttributeValue.fromN("42"))).isEqualTo(42L);
        assertThat(Attributes.plain(AttributeValue.fromN("0.50"))).isEqualTo(new BigDecimal("0.50"));
        assertThat(Attributes.plain(AttributeValue.fromN("123456789012345678901234567890")))
                .isEqualTo(new BigDecimal("123456789012345678901234567890"));
        Object nested = Attributes.plain(Attributes.av(Map.of("home", Map.of("city", "London"), "tags", List.of("a", 1))));
        assertThat(nested).isEqualTo(Map.of("home", Map.of("city", "London"), "tags", List.of("a", 1L)));
        assertThat(Attributes.plain(AttributeValue.fromSs(List.of("b", "a")))).isEqualTo(Set.of("a", "b"));
        assertThat(Attributes.plain(AttributeValue.fromNul(true))).isNull();
    }

    @Test
    void keysComeFirstThenTheRestSortedOrAsGiven() {
        List<String> names = List.of("type", "SK", "name", "PK", "GSI1PK");
        assertThat(ItemOrder.keysThenSorted(names)).containsExactly("PK", "SK", "GSI1PK", "name", "type");
        assertThat(ItemOrder.keysFirst(names)).containsExactly("PK", "SK", "type", "name", "GSI1PK");
    }
}
