package dev.ddbcourse.engine.internal.streams;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.Map;

/**
 * One item change as a stream keeps it. Images are kept whole; {@link #toJson} shows what the stream's view
 * type includes.
 *
 * @param oldImage null for an INSERT
 * @param newImage null for a REMOVE
 * @param byService true for a TTL deletion (userIdentity: DynamoDB's service principal)
 */
record StreamRecord(long sequence, long createdMillis, String eventName, Map<String, AttributeValue> keys,
                    Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, boolean byService) {

    String sequenceNumber() { return Streams.sequenceNumber(sequence); }

    ObjectNode toJson(String viewType) {
        boolean withNew = viewType.equals("NEW_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
        boolean withOld = viewType.equals("OLD_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
        ObjectNode r = JsonNodeFactory.instance.objectNode();
        r.put("eventID", String.format("%032x", sequence));
        r.put("eventName", eventName);
        r.put("eventVersion", "1.1");
        r.put("eventSource", "aws:dynamodb");
        r.put("awsRegion", Database.REGION);
        ObjectNode d = r.putObject("dynamodb");
        d.put("ApproximateCreationDateTime", createdMillis / 1000); // "rounded down to the closest second"
        d.set("Keys", AttributeValueJson.itemToJson(keys));
        long size = ItemSize.of(keys);
        if (withNew && newImage != null) {
            d.set("NewImage", AttributeValueJson.itemToJson(newImage));
            size += ItemSize.of(newImage);
        }
        if (withOld && oldImage != null) {
            d.set("OldImage", AttributeValueJson.itemToJson(oldImage));
            size += ItemSize.of(oldImage);
        }
        d.put("SequenceNumber", sequenceNumber());
        d.put("SizeBytes", size);
        d.put("StreamViewType", viewType);
        if (byService) r.putObject("userIdentity").put("Type", "Service").put("PrincipalId", "dynamodb.amazonaws.com");
        return r;
    }
}
