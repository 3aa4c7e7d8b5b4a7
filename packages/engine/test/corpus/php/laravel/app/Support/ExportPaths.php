<?php

namespace App\Support;

class ExportPaths
{
    public static function forCustomer(string $customer): string
    {
        return storage_path('exports/' . $customer . '.csv');
    }

    public static function safeName(string $name): string
    {
        return basename($name);
    }
}
