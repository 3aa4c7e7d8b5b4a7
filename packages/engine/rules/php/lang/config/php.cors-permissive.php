<?php
function api_headers(): void {
    // vigil: php.cors-permissive
    header('Access-Control-Allow-Origin: ' . $_SERVER['HTTP_ORIGIN']);
    header('Access-Control-Allow-Credentials: true');
}

function public_headers(): void {
    // vigil-ok: php.cors-permissive
    header('Access-Control-Allow-Origin: *');
    header('Content-Type: application/json');
}

function checked_headers(array $allowed): void {
    $origin = $_SERVER['HTTP_ORIGIN'] ?? '';
    if (in_array($origin, $allowed, true)) {
        // vigil-ok: php.cors-permissive
        header('Access-Control-Allow-Origin: ' . $origin);
        header('Access-Control-Allow-Credentials: true');
    }
}
