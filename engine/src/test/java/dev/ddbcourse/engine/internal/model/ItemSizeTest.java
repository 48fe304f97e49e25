package dev.ddbcourse.engine.internal.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;

class ItemSizeTest {

    @ParameterizedTest(name = "{0} is {1} bytes")
    @CsvSource({
            // AWS's worked examples: 27 -> 2, -27 -> 3, 461 -> 3; zeros at either end are trimmed.
            "27, 2", "-27, 3", "461, 3", "1000, 2", "0.001, 2", "1.5, 3", "100.5, 4", "1786461547, 6",
            "12345678901234567890123456789012345678, 20", "0, 1"
    })
    void numberSizes(String number, int bytes) {
        assertThat(ItemSize.of(n(number))).isEqualTo(bytes);
    }

    @Test
    void stringsAndNamesCountUtf8Bytes() {
        assertThat(ItemSize.utf8Length("abc")).isEqualTo(3);
        assertThat(ItemSize.utf8Length("é")).isEqualTo(2);
        assertThat(ItemSize.utf8Length("€")).isEqualTo(3);
        assertThat(ItemSize.utf8Length("\uD83D\uDE00")).isEqualTo(4);
        assertThat(ItemSize.of(Map.of("naïve", s("€")))).isEqualTo(6 + 3);
    }

    @Test
    void scalarsSetsAndDocuments() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("b", b(new byte[]{1, 2, 3}));             // 1 + 3
        item.put("t", bool(true));                          // 1 + 1
        item.put("z", nul());                               // 1 + 1
        item.put("ss", ss("ab", "c"));                      // 2 + 3
        item.put("ns", ns("27", "461"));                    // 2 + 5
        item.put("l", l(s("ab"), n("1")));                  // 1 + 3 + (1+2) + (1+2)
        item.put("m", m(Map.of("k", s("v"))));              // 1 + 3 + (1 + 1 + 1)
        item.put("e", l());                                 // 1 + 3
        assertThat(ItemSize.of(item)).isEqualTo(4 + 2 + 2 + 5 + 7 + 10 + 7 + 4);
    }
}
