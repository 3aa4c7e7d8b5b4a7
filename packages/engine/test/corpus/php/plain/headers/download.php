<?php
// A download endpoint that names its file and echoes a request id in its own header.

function send_export(string $name): void
{
    $id = $_GET['request_id'] ?? '';
    // header() refuses line breaks: after a fixed header name the id is only this header's value
    // vigil-ok: php.header-injection
    header('X-Request-Id: ' . $id);
    // vigil-ok: php.header-injection
    header("Content-Disposition: attachment; filename=\"" . basename($_GET['file']) . "\"");
    readfile(__DIR__ . '/exports/' . basename($name));
}

function send_custom_header(): void
{
    // the request chooses which header is set (Set-Cookie, Location...)
    // vigil: php.header-injection
    header($_POST['header_line']);
    // vigil: php.header-injection
    header($_GET['header_name'] . ': 1');
}
