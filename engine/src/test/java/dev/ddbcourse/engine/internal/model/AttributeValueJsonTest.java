package dev.ddbcourse.engine.internal.model;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static dev.ddbcourse.engine.internal.QuotedJson.json;
import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AttributeValueJsonTest {
    @Test
    void readsEveryType() {
        Map<String, AttributeValue> item = AttributeValueJson.itemFromJson(json(
                "{'s':{'S':'x'},'n':{'N':'1.50'},'b':{'B':'AQI='},'ss':{'SS':['a','b']},'ns':{'NS':['1','2']},"
                        + "'bs':{'BS':['AQ==']},'m':{'M':{'k':{'BOOL':true}}},'l':{'L':[{'NULL':true},{'S':''}]},"
                        + "'z':{'NULL':true},'t':{'BOOL':false}}"));
        assertThat(item).containsExactly(
                Map.entry("s", s("x")), Map.entry("n", n("1.5")), Map.entry("b", b(new byte[]{1, 2})),
                Map.entry("ss", ss("a", "b")), Map.entry("ns", ns("1", "2")), Map.entry("bs", bs(new byte[]{1})),
                Map.entry("m", m(Map.of("k", bool(true)))), Map.entry("l", l(nul(), s(""))),
                Map.entry("z", nul()), Map.entry("t", bool(false)));
    }

    @Test
    void writesCanonicalWireJson() {
        String wire = "{\"s\":{\"S\":\"x\"},\"n\":{\"N\":\"1.5\"},\"b\":{\"B\":\"AQI=\"},\"ss\":{\"SS\":[\"a\",\"b\"]},"
                + "\"ns\":{\"NS\":[\"1\",\"20\"]},\"m\":{\"M\":{\"k\":{\"BOOL\":true}}},\"l\":{\"L\":[{\"NULL\":true}]}}";
        assertThat(AttributeValueJson.itemToJson(AttributeValueJson.itemFromJson(json(wire))).toString()).isEqualTo(wire);
        assertThat(AttributeValueJson.toJson(n("1e3")).toString()).isEqualTo("{\"N\":\"1000\"}");
    }

    /** Sets are written in DynamoDB's order whatever order built them (paritysuite tier1/updateItem/basic.test.ts). */
    @Test
    void writesSetMembersInDynamoDbOrder() {
        String wire = "{\"ss\":{\"SS\":[\"b\",\"\uD83D\uDE00\",\"\",\"\uFF21\",\"B\"]},\"ns\":{\"NS\":[\"10\",\"-2\",\"9.5\"]},"
                + "\"bs\":{\"BS\":[\"/w==\",\"AQI=\",\"AQ==\"]}}";
        assertThat(AttributeValueJson.itemToJson(AttributeValueJson.itemFromJson(json(wire))).toString()).isEqualTo(
                "{\"ss\":{\"SS\":[\"\",\"B\",\"b\",\"\uFF21\",\"\uD83D\uDE00\"]},\"ns\":{\"NS\":[\"-2\",\"9.5\",\"10\"]},"
                        + "\"bs\":{\"BS\":[\"AQ==\",\"AQI=\",\"/w==\"]}}");
        assertThat(ss("z", "a").values()).containsExactly("a", "z");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{}|Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
            "{'a':''}|Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
            "{'M':{'a':{}}}|Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
            "{'L':[{}]}|Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
            "{'S':'a','N':'1'}|Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes",
            "{'S':'a','N':'b'}|The parameter cannot be converted to a numeric value: b",
            "{'S':'','N':''}|The parameter cannot be converted to a numeric value",
            "{'NS':['1','']}|The parameter cannot be converted to a numeric value",
            "{'NULL':false}|One or more parameter values were invalid: Null attribute value types must have the value of true",
            "{'SS':[]}|One or more parameter values were invalid: An string set  may not be empty",
            "{'NS':[]}|One or more parameter values were invalid: An number set  may not be empty",
            "{'BS':[]}|One or more parameter values were invalid: Binary sets should not be empty",
            "{'SS':['a','a']}|One or more parameter values were invalid: Input collection [a, a] contains duplicates.",
            "{'NS':['1','1.0']}|Input collection contains duplicates",
            "{'BS':['Yg==','Yg==']}|One or more parameter values were invalid: Input collection [Yg==, Yg==]of type BS contains duplicates.",
            "{'N':'1e126'}|Number overflow. Attempting to store a number with magnitude larger than supported range",
    })
    void refusesBadValuesWithDynamoDbMessages(String wire, String message) {
        assertThatThrownBy(() -> AttributeValueJson.fromJson(json(wire)))
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @Test
    void documentsNestAtMost32Levels() {
        String ok = "{'S':'x'}";
        for (int i = 0; i < 31; i++) ok = (i % 2 == 0 ? "{'M':{'k':" : "{'L':[") + ok + (i % 2 == 0 ? "}}" : "]}");
        assertThat(AttributeValueJson.fromJson(json(ok))).isInstanceOf(M.class);
        String tooDeep = "{'M':{'k':" + ok + "}}";
        assertThatThrownBy(() -> AttributeValueJson.fromJson(json(tooDeep))).hasMessage(
                "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit");
    }

    @Test
    void keyExtractionKeepsSchemaOrder() {
        Map<String, AttributeValue> item = AttributeValueJson.itemFromJson(json("{'x':{'S':'1'},'sk':{'N':'2'},'pk':{'S':'p'}}"));
        assertThat(Items.key(item, "pk", "sk")).containsExactly(Map.entry("pk", s("p")), Map.entry("sk", n("2")));
        assertThat(Items.key(item, "pk", null)).containsOnlyKeys("pk");
        assertThat(Items.hasKey(item, "pk", "missing")).isFalse();
    }
}
