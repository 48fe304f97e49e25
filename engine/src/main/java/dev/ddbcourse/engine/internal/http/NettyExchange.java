package dev.ddbcourse.engine.internal.http;

import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;

import io.netty.handler.codec.http.HttpHeaders;
import dev.ddbcourse.engine.WireRequest;
import dev.ddbcourse.engine.WireResponse;

import dev.ddbcourse.engine.internal.storage.MustWait;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * One Netty connection's requests handed to the protocol, and its answers written back. Each request
 * runs on the connection's I/O thread, as a canned answer would: operations are in memory and hold a
 * table lock only while they run, and a hand-off to another thread and back cost more per request
 * (two wake-ups, about 0.2 ms) than the operation itself. Only a request that would have to wait (a GetItem
 * of an item that a transaction held by the test hook is applying) is handed to a thread that may wait
 * ({@link MustWait}): a waiting I/O thread would stall every connection it serves. One connection's
 * requests run one after another, so pipelined answers keep their order: while one is handed off, the
 * connection reads nothing more and what it already read waits in line.
 */
final class NettyExchange extends SimpleChannelInboundHandler<FullHttpRequest> {
    private final RequestHandler protocol;
    private final Executor waiting;
    /** Touched on the connection's I/O thread only. */
    private boolean handedOff;
    private final ArrayDeque<Queued> queued = new ArrayDeque<>();

    /** A request read while an earlier one was handed off: to run, or (malformed) its answer already made. */
    private record Queued(WireRequest wire, WireResponse answer, boolean keepAlive) {}

    NettyExchange(RequestHandler protocol, Executor waiting) {
        this.protocol = protocol;
        this.waiting = waiting;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        DecoderResult decoded = request.decoderResult();
        Queued next;
        if (decoded.isFailure()) {
            next = new Queued(null, RequestHandler.malformed(statusFor(decoded.cause())), false);
        } else {
            next = decodedBody(request);
        }
        if (handedOff) queued.add(next);
        else serve(ctx, next);
    }

    /** The request with its body decoded from its Content-Encoding, or the answer to a body that does not decode. */
    private static Queued decodedBody(FullHttpRequest request) {
        HttpHeaders headers = request.headers();
        boolean keepAlive = HttpUtil.isKeepAlive(request);
        byte[] body = ByteBufUtil.getBytes(request.content());
        try {
            if (request.method() == HttpMethod.POST) body = ContentCodings.decode(headers.get(HttpHeaderNames.CONTENT_ENCODING), body);
        } catch (ContentCodings.Undecodable e) {
            return new Queued(null, RequestHandler.undecodable(), keepAlive);
        } catch (ContentCodings.TooLarge e) {
            return new Queued(null, RequestHandler.malformed(413), false);
        }
        return new Queued(new WireRequest(request.method().name(), request.uri(), headers::get, body), null, keepAlive);
    }

    private void serve(ChannelHandlerContext ctx, Queued next) {
        if (next.answer() != null) {
            write(ctx, next.answer(), next.keepAlive());
            return;
        }
        WireResponse answer;
        try {
            answer = protocol.handle(next.wire());
        } catch (MustWait wait) {
            handOff(ctx, next);
            return;
        } catch (Throwable bug) { // the protocol answers every request: a last resort, never a closed connection
            answer = RequestHandler.internalError(bug);
        }
        write(ctx, answer, next.keepAlive());
    }

    /** Runs the request on a thread that may wait; its answer is written back on this connection's I/O thread. */
    private void handOff(ChannelHandlerContext ctx, Queued request) {
        handedOff = true;
        ctx.channel().config().setAutoRead(false);
        try {
            waiting.execute(() -> {
                WireResponse answer;
                try {
                    answer = protocol.handle(request.wire());
                } catch (Throwable bug) { // as on the I/O thread: a 500, never a closed connection
                    answer = RequestHandler.internalError(bug);
                }
                WireResponse done = answer;
                ctx.executor().execute(() -> resume(ctx, done, request.keepAlive()));
            });
        } catch (RejectedExecutionException closing) {
            ctx.close();
        }
    }

    /** Back on the I/O thread: the handed-off answer, then what was read meanwhile, in order. */
    private void resume(ChannelHandlerContext ctx, WireResponse answer, boolean keepAlive) {
        handedOff = false;
        write(ctx, answer, keepAlive);
        while (!handedOff && !queued.isEmpty()) serve(ctx, queued.poll());
        if (!handedOff) ctx.channel().config().setAutoRead(true);
    }

    /** What Netty itself could not read: a 400, then the connection closes. */
    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (ctx.channel().isActive()) write(ctx, RequestHandler.malformed(400), false);
        else ctx.close();
    }

    private static int statusFor(Throwable cause) {
        if (cause instanceof TooLongHttpLineException) return 414;
        if (cause instanceof TooLongHttpHeaderException) return 431;
        if (cause instanceof TooLongFrameException) return 413;
        return 400;
    }

    static void write(ChannelHandlerContext ctx, WireResponse answer, boolean keepAlive) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(answer.status()), Unpooled.wrappedBuffer(answer.body()));
        for (Map.Entry<String, String> header : answer.headers().entrySet()) {
            response.headers().set(header.getKey(), header.getValue());
        }
        response.headers().setInt("Content-Length", answer.body().length);
        if (!keepAlive) response.headers().set("Connection", "close");
        var written = ctx.writeAndFlush(response);
        if (!keepAlive) written.addListener(done -> closeGently(ctx));
    }

    /**
     * Closes after the answer without discarding what the client is still sending: closing a socket
     * with unread input makes the kernel reset the connection, and a reset can destroy the answer
     * before the client reads it (a 431 to a 1 MB header, a 413). So: end our side, drain theirs
     * for a moment (the codec discards it after a failure), then close.
     */
    static void closeGently(ChannelHandlerContext ctx) {
        if (ctx.channel() instanceof SocketChannel socket && socket.isActive()) {
            socket.shutdownOutput();
            try {
                ctx.executor().schedule(() -> { ctx.close(); }, LINGER_SECONDS, TimeUnit.SECONDS);
            } catch (RejectedExecutionException closing) {
                ctx.close();
            }
        } else {
            ctx.close();
        }
    }

    private static final int LINGER_SECONDS = 2;
}
