package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.expiry.Expiry;

import java.util.Set;

/** {@code DdbCourseEngine.SweepExpiredItems {}}: deletes the expired items now; answers {"DeletedItems": n}. */
final class SweepExpiredItems implements ControlAction {
    private final Expiry expiry;

    SweepExpiredItems(Expiry expiry) { this.expiry = expiry; }

    @Override
    public ObjectNode run(ObjectNode body) {
        new ControlBody(body, Set.of());
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("DeletedItems", expiry.sweep());
        return out;
    }
}
